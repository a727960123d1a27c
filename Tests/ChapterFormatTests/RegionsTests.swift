import ChapterFormat
import Testing

@Suite("The chapter format: source regions")
struct RegionsTests {
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
    #expect(regions["outer"].map { [$0.markerLine, $0.line, $0.endLine, $0.indent] } == [2, 3, 8, 2])
  }

  @Test("an unclosed region, a stray end and a twice-named region are errors")
  func badMarkers() {
    #expect(throws: MarkerError.self) { try Regions.parse(["// snippet: a", "x"], file: "A.swift") }
    #expect(throws: MarkerError.self) { try Regions.parse(["x", "// snippet: end"], file: "A.swift") }
    #expect(throws: MarkerError.self) {
      try Regions.parse(["// snippet: a", "// snippet: end", "// snippet: a", "// snippet: end"], file: "A.swift")
    }
  }
}
