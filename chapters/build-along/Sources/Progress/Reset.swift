import Foundation

// `progress --reset FILE` puts one file of the skeleton back, after saving yours.
//
// The skeleton's text comes from git, by the blob id that `skeleton-ids.txt` records for the file
// (SkeletonRecord.swift), not from `HEAD`: `HEAD` holds your own version as soon as you commit
// your work, while the blob the course shipped stays in the repository. A download without git
// has no blobs: then `--reset` changes nothing and says where to get the file. Your version goes
// to `backups/` (ignored by git), in a folder named for the time, so that nothing you wrote is
// lost.

/// What `--reset` did with one file.
enum ResetOutcome: Equatable {
  /// The file was put back; `backup` is where its previous text went, nil when there was none.
  case reset(source: URL, backup: URL?)
  /// The file was already the skeleton's.
  case unchanged(URL)
  /// No skeleton file matches the name, or its text cannot be had: the message says why.
  case unknown(String)
}

/// The skeleton files that `name` can mean, as paths under `Sources/` such as
/// `Step4_Sink/Sink.swift`: a path that ends in a module's folder and a file, or a file name alone.
func skeletonFiles(matching name: String, in package: URL) -> [String] {
  let recorded = (recordedSkeleton(in: package) ?? []).map(\.path)
  let parts = name.split(separator: "/").map(String.init)
  guard let file = parts.last else { return [] }
  let modules = Set(recorded.compactMap { $0.split(separator: "/").first.map(String.init) })
  let candidates = recorded.filter { $0.hasSuffix("/\(file)") && $0.split(separator: "/").count == 2 }.sorted()
  if parts.count >= 2, candidates.contains("\(parts[parts.count - 2])/\(file)") {
    return ["\(parts[parts.count - 2])/\(file)"]
  }
  return parts.count >= 2 && modules.contains(parts[parts.count - 2]) ? [] : candidates
}

/// Puts the skeleton's `Sources/<path>` back in `package`, after copying the file that is there
/// into `backups/<stamp>/<path>`.
func reset(_ path: String, in package: URL, stamp: String) -> ResetOutcome {
  guard let file = recordedSkeleton(in: package)?.first(where: { $0.path == path }) else {
    return .unknown("no skeleton file \(path) in \(relative(package.path))/\(skeletonRecordName)")
  }
  let source = package.appendingPathComponent("Sources/\(path)")
  guard let skeleton = skeletonText(of: file, in: package) else {
    return .unknown(
      """
      Sources/\(path): progress asks git for the skeleton's text, and git has none here: this copy \
      of the build-along is not in a git clone of the course, or git is not installed. Nothing was \
      changed. To start the file again, put in its place the same file, Sources/\(path), from a \
      fresh download of the build-along.
      """)
  }
  let current = try? Data(contentsOf: source)
  if current == skeleton { return .unchanged(source) }
  var backup: URL?
  do {
    if let current {
      let saved = package.appendingPathComponent("backups/\(stamp)/\(path)")
      try FileManager.default.createDirectory(
        at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
      try current.write(to: saved, options: .withoutOverwriting)
      backup = saved
    }
    try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try skeleton.write(to: source)
  } catch {
    return .unknown("could not reset \(path): \(error.localizedDescription); nothing was changed")
  }
  return .reset(source: source, backup: backup)
}

/// The name of a backup folder made now: the local time, down to the second, as `2025-01-31_14-05-09`.
func backupStamp(_ date: Date = Date()) -> String {
  var time = time_t(date.timeIntervalSince1970)
  var parts = tm()
  localtime_r(&time, &parts)
  return String(
    format: "%04d-%02d-%02d_%02d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour,
    parts.tm_min, parts.tm_sec)
}

/// `progress --reset FILE…`: resets each file and says what it did; returns the exit status.
func resetCommand(_ names: [String], in package: URL) -> Int32 {
  guard !names.isEmpty else {
    print("usage: progress --reset FILE…   for example: progress --reset Step4_Sink/SinkDisposer.swift")
    return 2
  }
  // A folder of its own for this reset, even when another was made within the same second.
  var stamp = backupStamp()
  let base = stamp
  var suffix = 1
  while FileManager.default.fileExists(atPath: package.appendingPathComponent("backups/\(stamp)").path) {
    suffix += 1
    stamp = "\(base)-\(suffix)"
  }
  var status: Int32 = 0
  for name in names {
    let matches = skeletonFiles(matching: name, in: package)
    guard matches.count == 1, let path = matches.first else {
      status = 1
      print(
        matches.isEmpty
          ? "\(name): no such file in the skeleton (name it as Sources/Step4_Sink/Sink.swift or Sink.swift)"
          : "\(name) is in several steps; say which: " + matches.map { "Sources/" + $0 }.joined(separator: ", "))
      continue
    }
    switch reset(path, in: package, stamp: stamp) {
    case .reset(let source, let backup):
      print("\(relative(source.path)) is the skeleton's again.")
      if let backup { print("    Your version is saved in \(relative(backup.path))") }
    case .unchanged(let source):
      print("\(relative(source.path)) is already the skeleton's: nothing to do.")
    case .unknown(let why):
      status = 1
      print(why)
    }
  }
  return status
}
