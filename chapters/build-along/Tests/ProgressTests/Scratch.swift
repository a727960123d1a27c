import Foundation

/// A folder of its own under the temporary directory, removed when the test ends, for a test that
/// writes files: a package with a skeleton, hints, chapters.
final class Scratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("progress-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` to `path` under the folder, making the folders on the way.
  func write(_ text: String, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// The text of `path` under the folder, or nil when there is none.
  func read(_ path: String) -> String? {
    try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
