import Foundation

// `progress --watch` runs the checker, then again each time a file under `Sources/` is saved, as
// rustlings does: it looks at the files' modification times twice a second (no dependency, no
// platform API), and runs `progress` itself, with the other arguments, in a process of its own.
// Ctrl-C stops it, and the run in progress with it: a terminal sends it to them all.

/// What identifies a version of each Swift file under a folder: its modification time and size, by
/// path. Hidden files, such as an editor's swap files, do not count.
func snapshot(of folder: URL) -> [String: String] {
  var files: [String: String] = [:]
  let walker = FileManager.default.enumerator(
    at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey],
    options: .skipsHiddenFiles)
  while let url = walker?.nextObject() as? URL {
    guard url.pathExtension == "swift",
      let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]),
      values.isRegularFile == true
    else { continue }
    let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
    files[url.path] = "\(time) \(values.fileSize ?? 0)"
  }
  return files
}

/// The paths that differ between two snapshots: saved, added or removed.
func changes(from old: [String: String], to new: [String: String]) -> [String] {
  Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
}

/// `progress --watch`: runs `progress arguments` now and after every change under `Sources/`,
/// until stopped; returns only when a run cannot be started.
func watchCommand(_ arguments: [String], package: URL) -> Int32 {
  let sources = package.appendingPathComponent("Sources")
  let executable =
    Bundle.main.executableURL?.path ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  let terminal = isatty(STDOUT_FILENO) != 0
  var last = snapshot(of: sources)
  var changed: [String] = []
  while true {
    if terminal { print("\u{1B}[2J\u{1B}[H", terminator: "") }  // a clear screen for each run
    if !changed.isEmpty {
      print("Saved: " + changed.map { relative($0) }.joined(separator: ", ") + "\n")
    }
    fflush(nil)  // every stream: `stdout` itself is not concurrency-safe to name
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    do { try process.run() } catch {
      print("progress --watch: could not run \(executable): \(error)")
      return 1
    }
    process.waitUntilExit()
    print("\nWatching \(relative(sources.path))/: save a file to run the stages again; Ctrl-C stops.")
    fflush(nil)  // every stream: `stdout` itself is not concurrency-safe to name
    // Wait for a change, then for the saving to settle: an editor may write a file in steps.
    while true {
      usleep(500_000)
      let now = snapshot(of: sources)
      if now != last {
        usleep(200_000)
        let settled = snapshot(of: sources)
        changed = changes(from: last, to: settled)
        last = settled
        break
      }
    }
  }
}
