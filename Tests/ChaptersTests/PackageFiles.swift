import Foundation

/// The files of this package that the checks read, found from this file's own location.
enum PackageFiles {
  /// The package root: two folders up from `Tests/ChaptersTests`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `README.md` and every Markdown file in `chapters/`, as paths relative to the root.
  static var markdownFiles: [String] {
    let chapters =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("chapters").path)) ?? []
    return ["README.md"] + chapters.filter { $0.hasSuffix(".md") }.sorted().map { "chapters/" + $0 }
  }

  /// The chapter files only.
  static var chapterFiles: [String] { markdownFiles.filter { $0.hasPrefix("chapters/") } }

  /// Every Swift file under `Sources/` and `Tests/`, relative to the root.
  static var swiftFiles: [String] {
    ["Sources", "Tests"].flatMap { folder -> [String] in
      let base = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(atPath: base.path)
      // Links are skipped: the fast core's tests are links to the lesson's, which count once.
      return (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        .filter {
          (try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent($0).path)) == nil
        }
    }.sorted()
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The file's lines (without their newlines); nil when it cannot be read.
  static func lines(_ path: String) -> [String]? {
    guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  static func write(_ lines: [String], to path: String) throws {
    try (lines.joined(separator: "\n") + "\n").write(
      to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }
}
