import ChapterFormat
import Foundation

@testable import Tour

/// Resolves what a chapter's marked blocks should contain, and rewrites them on request.
enum Listings {
  /// Set `UPDATE_LISTINGS=1` to rewrite every listing and output block from the real sources:
  /// `UPDATE_LISTINGS=1 swift test --filter ChaptersTests`.
  static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_LISTINGS"] == "1" }

  /// The lines a snippet reference stands for.
  static func snippet(path: String, region: String?) throws(MarkerError) -> [String] {
    guard path.hasSuffix(".swift"), let lines = PackageFiles.lines(path) else {
      throw MarkerError(description: "no Swift file '\(path)'")
    }
    guard let region else { return Regions.wholeFile(lines) }
    guard let found = try Regions.parse(lines, file: path)[region] else {
      throw MarkerError(description: "no region '\(region)' in \(path)")
    }
    return found.body
  }

  /// The lines `swift run tour ARGUMENTS` prints.
  static func output(arguments: [String]) -> [String] {
    var lines = Tour.outcome(arguments: arguments).standardOutput.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Replaces the body of every block for which `expected` gives lines, and saves the file.
  static func rewrite(_ path: String, expected: (FencedBlock) -> [String]?) throws {
    guard var lines = PackageFiles.lines(path) else { return }
    // From the last block to the first, so that earlier line numbers stay valid.
    for block in Markdown.blocks(lines).reversed() {
      guard let body = expected(block), body != block.body else { continue }
      lines.replaceSubrange(block.openLine..<(block.closeLine - 1), with: body)
    }
    try PackageFiles.write(lines, to: path)
  }

  /// The visible line above a listing that says where it comes from, linked from `chapter`.
  static func caption(for file: String, in chapter: String) -> String {
    let depth = chapter.split(separator: "/").count - 1
    let link = String(repeating: "../", count: depth) + file
    return "Filename: [\(file)](\(link))"
  }

  /// Whether a line is a listing caption, right or wrong.
  static func isCaption(_ line: String) -> Bool {
    line.hasPrefix("Filename: ")
  }

  /// Puts the right caption above every listing's marker, with a blank line above it, and saves.
  static func rewriteCaptions(_ path: String) throws {
    guard var lines = PackageFiles.lines(path) else { return }
    for block in Markdown.blocks(lines).reversed() {
      guard case .snippet(let file, _) = block.kind else { continue }
      let marker = block.openLine - 2  // the marker's index: the line above the fence
      let expected = caption(for: file, in: path)
      if marker >= 1, isCaption(lines[marker - 1]) {
        lines[marker - 1] = expected
        if marker >= 2, !lines[marker - 2].isEmpty { lines.insert("", at: marker - 1) }
      } else {
        lines.insert(expected, at: marker)
        if marker >= 1, !lines[marker - 1].isEmpty { lines.insert("", at: marker) }
      }
    }
    try PackageFiles.write(lines, to: path)
  }

  /// Where two listings first differ, for a readable failure message.
  static func firstDifference(_ shown: [String], _ real: [String]) -> String {
    for index in 0..<max(shown.count, real.count) {
      let a = index < shown.count ? shown[index] : "(nothing)"
      let b = index < real.count ? real[index] : "(nothing)"
      if a != b { return "listing line \(index + 1) shows «\(a)» but the source has «\(b)»" }
    }
    return "no difference"
  }

  /// The message for a listing that no longer matches its region: where, which region, the first
  /// differing line of each side, and what to do about it, whichever side is right.
  static func mismatch(chapter: String, block: FencedBlock, file: String, region: String?, real: [String]) -> String {
    let name = region.map { "region '\($0)' of \(file)" } ?? file
    return """
      \(chapter):\(block.openLine): the listing of \(name) differs from the source: \(firstDifference(block.body, real)).
      If you changed the source for an experiment, undo it with `git restore --source=HEAD -- ':/\(file)'`. \
      If the source is right, `UPDATE_LISTINGS=1 swift test --filter ChaptersTests` rewrites the chapter.
      """
  }
}
