import Testing

/// The checks above are only as good as their parsing; these pin it on small inputs.
@Suite("The listings checker itself")
struct CheckerTests {
  @Test("a region's body leaves out every marker line, nested ones included, and is dedented")
  func regionBody() throws {
    let source = [
      "struct A {",
      "  // snippet: outer",
      "  func f() {",
      "    // snippet: inner",
      "    work()",
      "    // snippet: end",
      "  }",
      "  // snippet: end",
      "}",
    ]
    let regions = try Regions.parse(source, file: "A.swift")
    #expect(regions["outer"]?.body == ["func f() {", "  work()", "}"])
    #expect(regions["inner"]?.body == ["work()"])
  }

  @Test("an unclosed region, a stray end and a twice-named region are errors")
  func badMarkers() {
    #expect(throws: MarkerError.self) { try Regions.parse(["// snippet: a", "x"], file: "A.swift") }
    #expect(throws: MarkerError.self) { try Regions.parse(["x", "// snippet: end"], file: "A.swift") }
    #expect(throws: MarkerError.self) {
      try Regions.parse(["// snippet: a", "// snippet: end", "// snippet: a", "// snippet: end"], file: "A.swift")
    }
  }

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

  @Test("links to web pages and anchors are not checked as files; links in code blocks are ignored")
  func linkKinds() {
    let text = [
      "[a](../README.md) [b](https://x.org) [c](#top) [d](04-sink.md#why \"title\")", "```", "[e](no.md)", "```",
    ]
    #expect(Markdown.relativeLinks(text).map(\.target) == ["../README.md", "04-sink.md#why"])
  }

  @Test("the first difference names the line and both versions")
  func differenceMessage() {
    #expect(Listings.firstDifference(["a", "b"], ["a", "c"]) == "listing line 2 shows «b» but the source has «c»")
  }
}
