import ChapterFormat
import Foundation
import Testing

/// GitHub shows about 100 characters of a code block's line before the reader has to scroll
/// sideways; the site wraps longer lines inside its column (docs/build, checked by docs/check).
@Suite("Code that fits its column")
struct WidthTests {
  static let limit = 100

  /// The lines of a file's code blocks (not its Mermaid figures), indented ones inside list items
  /// included, that are longer than the limit once the block's own indentation is taken off.
  static func tooLong(_ lines: [String]) -> [(line: Int, length: Int)] {
    Markdown.blocks(lines).filter { $0.language != "mermaid" }.flatMap { block in
      block.body.enumerated().compactMap { offset, line -> (Int, Int)? in
        let indent = line.prefix { $0 == " " }.count
        let length = line.count - min(indent, block.indent.count)
        return length > limit ? (block.openLine + 1 + offset, length) : nil
      }
    }
  }

  @Test("no line of a code block is longer than 100 characters", arguments: PackageFiles.markdownFiles)
  func codeFitsGitHubsColumn(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for (line, length) in Self.tooLong(lines) {
      Issue.record(
        """
        \(path):\(line): \(length) characters, more than \(Self.limit). A listing is its source region: \
        `docs/narrow-listings` narrows the regions' long lines, then `UPDATE_LISTINGS=1 swift test --filter \
        ChaptersTests` rewrites the listings; other blocks are text to shorten by hand.
        """)
    }
  }

  @Test("the width check measures code blocks only, and leaves figures alone")
  func widthChecker() {
    let long = String(repeating: "x", count: 101)
    let lines = [
      "\(long) is prose", "```swift", "ok", long, "```", "```mermaid", long, "```", "1. An item:", "", "   ```sh",
      "   " + String(repeating: "y", count: 100), "   " + long, "   ```",
    ]
    #expect(Self.tooLong(lines).map(\.line) == [4, 13])
  }
}
