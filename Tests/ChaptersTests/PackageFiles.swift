import Foundation

/// The files of this package that the checks read, found from this file's own location.
enum PackageFiles {
  /// The package root: two folders up from `Tests/ChaptersTests`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `README.md`, every Markdown file in `chapters/` and the exercises' hints files, as paths
  /// relative to the root.
  static var markdownFiles: [String] { ["README.md"] + chapterFiles + hintFiles }

  /// The chapter files only: the Markdown files of `chapters/`.
  static var chapterFiles: [String] { markdownFiles(in: "chapters") }

  /// The hints of the chapters' exercises, one file per chapter: `chapters/exercises/hints/ChapterNN.md`.
  static var hintFiles: [String] { markdownFiles(in: "chapters/exercises/hints") }

  /// The Markdown files directly in `folder`, sorted.
  static func markdownFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
  }

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
