import Foundation

// The skeleton as the course ships it has one copy: the files of `Sources/Step*` themselves.
// `skeleton-ids.txt` records the git blob id of each (what `git hash-object` prints for it), so
// that `progress --reset` can ask git for a file's shipped text long after the learner changed,
// deleted or committed over it: git keeps every blob a commit of the course holds. A download
// without git has no blobs, and `--reset` says so (Reset.swift). `./check` and `progress --verify`
// fail while the record and `Sources/Step*` disagree; `progress --write-skeleton-ids` writes it
// again, and the blobs with it (so that `--reset` works before the maintainer commits), but
// refuses while a `// TODO` body holds code: that is a learner's work, not the skeleton.

/// The record's file name, in the package's folder.
let skeletonRecordName = "skeleton-ids.txt"

/// The record's first lines, which say what it is.
let skeletonRecordHeader = """
  # The skeleton as the course ships it: the git blob id of each file of Sources/Step*, which
  # `progress --reset` asks git for. Written by `swift run progress --write-skeleton-ids`;
  # chapters/build-along/check fails while it is stale.

  """

/// One file of the skeleton: its path under `Sources/`, such as `Step4_Sink/Sink.swift`, and the
/// git blob id of its text.
struct SkeletonFile: Equatable {
  let path: String
  let blob: String
}

/// The record's lines, `<blob id> <path>`, parsed; comments and blank lines skipped. Nil when a
/// line is malformed.
func parseSkeletonRecord(_ text: String) -> [SkeletonFile]? {
  var files: [SkeletonFile] = []
  for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[0].count == 40, parts[0].allSatisfy(\.isHexDigit), !parts[1].isEmpty else {
      return nil
    }
    files.append(SkeletonFile(path: parts[1], blob: parts[0]))
  }
  return files
}

/// The record's text for `files`.
func skeletonRecordText(_ files: [SkeletonFile]) -> String {
  skeletonRecordHeader + files.map { "\($0.blob) \($0.path)\n" }.joined()
}

/// The package's record, or nil when it is missing or malformed.
func recordedSkeleton(in package: URL) -> [SkeletonFile]? {
  guard let text = try? String(contentsOf: package.appendingPathComponent(skeletonRecordName), encoding: .utf8)
  else { return nil }
  return parseSkeletonRecord(text)
}

/// Runs git in `folder` and returns what it printed, or nil when git is missing or fails (no
/// repository, no such object).
func git(_ arguments: [String], in folder: URL) -> Data? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["git", "-C", folder.path] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return process.terminationStatus == 0 ? data : nil
}

/// The shipped text of a skeleton file, from git's object store; nil without git, outside a
/// repository, or when the repository lacks the blob.
func skeletonText(of file: SkeletonFile, in package: URL) -> Data? {
  git(["cat-file", "blob", file.blob], in: package)
}

/// The files of `Sources/Step*` as they are now, each with the blob id git gives its text; nil
/// when git cannot be run. With `write`, git also keeps each text in its object store (`hash-object
/// -w`), so that `--reset` can restore it before it is committed.
func currentSkeleton(in package: URL, write: Bool = false) -> [SkeletonFile]? {
  let sources = package.appendingPathComponent("Sources")
  var paths: [String] = []
  for module in modules.values.sorted() {
    let folder = sources.appendingPathComponent(module)
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
    for case let file as String in enumerator {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        paths.append("\(module)/\(file)")
      }
    }
  }
  paths.sort()
  if paths.isEmpty { return [] }
  // With git's filters, as `git add` hashes a file: the id of the blob a commit holds.
  guard let data = git(["hash-object"] + (write ? ["-w"] : []) + ["--"] + paths, in: sources) else { return nil }
  let blobs = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  guard blobs.count == paths.count else { return nil }
  return zip(paths, blobs).map { SkeletonFile(path: $0, blob: $1) }
}

/// Why `Sources/Step*` is not a skeleton to record, one line per file; empty when it is one. A
/// `// TODO` body that holds code (more than the one inert value after its marker, or anything
/// before it) is a learner's work, and so is a file with fewer `// TODO` markers than the recorded
/// skeleton's text of it (read from git, when the record and git have it).
func filledInSkeleton(in package: URL, current: [SkeletonFile]) -> [String] {
  let recorded = Dictionary((recordedSkeleton(in: package) ?? []).map { ($0.path, $0) }) { first, _ in first }
  var problems: [String] = []
  for file in current {
    let url = package.appendingPathComponent("Sources/\(file.path)")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    let bodies = SkeletonText.todoBodies(in: text)
    if let filled = bodies.first(where: { $0.before > 0 || $0.after > 1 }) {
      problems.append("Sources/\(file.path):\(filled.line): the body of this `// TODO` holds code")
      continue
    }
    guard let was = recorded[file.path], was.blob != file.blob,
      let shipped = skeletonText(of: was, in: package).map({ String(decoding: $0, as: UTF8.self) })
    else { continue }
    let before = SkeletonText.todoBodies(in: shipped).count
    if bodies.count < before {
      problems.append(
        "Sources/\(file.path): \(before - bodies.count) of the \(before) `// TODO` bodies of the recorded skeleton are gone"
      )
    }
  }
  return problems
}

/// The lines `--verify` prints for a record that no longer matches `Sources/Step*`; empty when it
/// matches, or when git cannot say.
func staleRecordProblems(in package: URL) -> [String] {
  guard let current = currentSkeleton(in: package) else { return [] }
  guard let recorded = recordedSkeleton(in: package) else {
    return ["\(skeletonRecordName) is missing or malformed; run progress --write-skeleton-ids"]
  }
  return skeletonDrift(recorded: recorded, current: current).map {
    "\(skeletonRecordName) is stale: \($0) differs from the record; after changing the skeleton on purpose, "
      + "run progress --write-skeleton-ids and commit the record with the files"
  }
}

/// How to take back a record written by mistake, as `--write-skeleton-ids` says it.
func undoRecordAdvice(in package: URL) -> String {
  """
  To take this record back, put the committed one in its place: \
  git -C \(relative(package.path)) checkout -- \(skeletonRecordName)
  """
}

/// What differs between the record and `Sources/Step*`: one line per file, empty when they agree.
func skeletonDrift(recorded: [SkeletonFile], current: [SkeletonFile]) -> [String] {
  let was = Dictionary(recorded.map { ($0.path, $0.blob) }) { first, _ in first }
  let now = Dictionary(current.map { ($0.path, $0.blob) }) { first, _ in first }
  return Set(was.keys).union(now.keys).sorted().compactMap { path in
    switch (was[path], now[path]) {
    case (nil, _): "Sources/\(path) (not in \(skeletonRecordName))"
    case (_, nil): "Sources/\(path) (missing)"
    case (let a, let b) where a != b: "Sources/\(path)"
    default: nil
    }
  }
}

/// `progress --write-skeleton-ids` (rewrite the record from `Sources/Step*`, and keep their texts
/// in git; `--force` records even a skeleton whose `// TODO` bodies seem filled in) and
/// `progress --check-skeleton-ids` (list the files that differ from it, exit 1 if any): the exit
/// status.
func skeletonRecordCommand(write: Bool, in package: URL) -> Int32 {
  guard let current = currentSkeleton(in: package) else {
    print("progress: git could not hash Sources/Step*: is git installed?")
    return 2
  }
  if write {
    let filled = CommandLine.arguments.contains("--force") ? [] : filledInSkeleton(in: package, current: current)
    guard filled.isEmpty else {
      print(
        """
        Not recorded: Sources/Step* holds code where the skeleton has `// TODO` bodies.
        \(filled.map { "  \($0)" }.joined(separator: "\n"))
        The record is the skeleton as the course ships it, which `progress --reset` restores and the \
        tutorials show; recorded, your code would become the starting point. Nothing was written. \
        To check your own code, run: swift run progress
        (A maintainer who took those bodies out of the skeleton on purpose records it with \
        --write-skeleton-ids --force.)
        """)
      return 1
    }
    guard let written = currentSkeleton(in: package, write: true) else {
      print("progress: git could not keep the texts of Sources/Step* in its object store")
      return 2
    }
    do {
      try skeletonRecordText(written).write(
        to: package.appendingPathComponent(skeletonRecordName), atomically: true, encoding: .utf8)
    } catch {
      print("could not write \(skeletonRecordName): \(error.localizedDescription)")
      return 1
    }
    print(
      """
      recorded \(written.count) files of the skeleton in \(relative(package.path))/\(skeletonRecordName), \
      and their texts in git's object store, which `progress --reset` restores from.
      \(undoRecordAdvice(in: package))
      """)
    return 0
  }
  guard let recorded = recordedSkeleton(in: package) else {
    print("\(skeletonRecordName) is missing or malformed; run progress --write-skeleton-ids")
    return 1
  }
  let drift = skeletonDrift(recorded: recorded, current: current)
  for line in drift { print(line) }
  return drift.isEmpty ? 0 : 1
}
