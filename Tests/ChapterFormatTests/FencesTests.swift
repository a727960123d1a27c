import ChapterFormat
import Testing

@Suite("The chapter format: fenced blocks and their markers")
struct FencesTests {
  @Test("a block takes its kind from the marker on the line just above its fence")
  func blockKinds() {
    let chapter = [
      "<!-- snippet: Sources/X/A.swift#a -->", "```swift", "code", "```",
      "text",
      "<!-- output: tour 4 -->", "```text", "== Step 4 ==", "```",
      "```swift", "loose", "```",
    ]
    let blocks = Markdown.blocks(chapter)
    #expect(
      blocks.map(\.kind) == [.snippet(path: "Sources/X/A.swift", region: "a"), .output(arguments: ["4"]), .plain])
    #expect(blocks[0].body == ["code"])
    #expect(blocks[1].openLine == 7 && blocks[1].closeLine == 9)
  }

  @Test("a fence may be indented in a list item, and is closed by the same fence or a longer one")
  func indentedAndLongerFences() {
    let lines = ["1. Run:", "   ```sh", "   swift test", "   ```", "````markdown", "```swift", "````"]
    let blocks = Markdown.blocks(lines)
    #expect(blocks.map(\.language) == ["sh", "markdown"])
    #expect(blocks.map(\.indent) == ["   ", ""])
    #expect(blocks[1].body == ["```swift"])
  }

  @Test("the language is the info string's first word; the whole info string is kept")
  func infoStrings() {
    let blocks = Markdown.blocks(["~~~swift, nocopy", "x", "~~~"])
    #expect(blocks.map(\.language) == ["swift"])
    #expect(blocks.map(\.info) == ["swift, nocopy"])
  }

  @Test("a marker that guards no block is stray; a marker inside a block is code")
  func strayMarkers() {
    let lines = ["<!-- not compiled: sketch -->", "", "```swift", "<!-- output: tour 1 -->", "```"]
    #expect(Markdown.strayMarkers(lines) == [1])
  }
}
