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

  /// Where two listings first differ, for a readable failure message.
  static func firstDifference(_ shown: [String], _ real: [String]) -> String {
    for index in 0..<max(shown.count, real.count) {
      let a = index < shown.count ? shown[index] : "(nothing)"
      let b = index < real.count ? real[index] : "(nothing)"
      if a != b { return "listing line \(index + 1) shows «\(a)» but the source has «\(b)»" }
    }
    return "no difference"
  }
}
