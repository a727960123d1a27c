import ChapterFormat
import Testing

@Suite("The chapter format: links and the tests a chapter names")
struct LinksTests {
  @Test("links to web pages and anchors are not checked as files; links in code blocks are ignored")
  func linkKinds() {
    let text = [
      "[a](../README.md) [b](https://x.org) [c](#top) [d](04-sink.md#why \"title\")", "```", "[e](no.md)", "```",
    ]
    #expect(Markdown.relativeLinks(text).map(\.target) == ["../README.md", "04-sink.md#why"])
  }

  @Test("links are read across line breaks, in paragraphs, and not in code")
  func linksInParagraphs() {
    let text = [
      "see [\"a long", "name\"](../Tests/A.swift) and `[not](a link)` or <https://x.org/a>", "", "```", "[no](b.md)",
      "```",
    ]
    let links = Markdown.links(text)
    #expect(links.map(\.target) == ["../Tests/A.swift", "https://x.org/a"])
    #expect(links.map(\.text) == ["\"a long name\"", "https://x.org/a"])
    #expect(links.map(\.line) == [1, 2])
  }

  @Test("test links are read with their file resolved from the chapter's folder")
  func referencesAreFound() {
    let text = ["see [\"a rule\"](../Tests/Step4_SinkTests/SinkDisposerTests.swift) and [a file](../Tests/X.swift)"]
    let references = Markdown.testReferences(text, in: "chapters/04-sink.md")
    #expect(references.map(\.file) == ["Tests/Step4_SinkTests/SinkDisposerTests.swift"])
    #expect(references.map(\.name) == ["a rule"])
  }
}
