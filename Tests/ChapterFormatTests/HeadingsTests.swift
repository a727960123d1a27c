import ChapterFormat
import Testing

/// Headings, as GitHub, DocC and `progress` read them: one reading for all of them.
@Suite("The chapter format: headings and anchors")
struct HeadingsTests {
  @Test("a heading's anchor is GitHub's: lower case, no punctuation, hyphens, numbered repeats")
  func anchorsAreGitHubs() {
    let anchors = Markdown.anchors([
      "# 4. The Sink: Producer, SinkDisposer and DisposeBag", "## Nothing to clean up: `Disposables.create()`",
      "## Run it", "```", "## not a heading", "```", "## Run it", "<a id=\"trampoline\"></a>",
    ])
    #expect(
      anchors == [
        "4-the-sink-producer-sinkdisposer-and-disposebag", "nothing-to-clean-up-disposablescreate", "run-it",
        "run-it-1", "trampoline",
      ])
  }

  @Test("a repeated heading takes the next number no earlier heading has taken, as GitHub numbers them")
  func repeatsSkipTakenAnchors() {
    let lines = ["## a", "## a-1", "## a", "## a"]
    #expect(Markdown.headings(lines).map(\.anchor) == ["a", "a-1", "a-2", "a-3"])
  }

  @Test("an anchor is made from the text a reader sees: a link's text, code without backticks, no emphasis")
  func anchorsFromPlainText() {
    #expect(Heading.plainText("See [chapter 4](04-sink.md): **`on(_:)`**") == "See chapter 4: on(_:)")
    #expect(Heading.githubAnchor("See [chapter 4](04-sink.md): `on(_:)`") == "see-chapter-4-on_")
  }

  @Test("DocC's anchor keeps the case, drops underscores and punctuation, and makes each run of spaces one hyphen")
  func doccAnchors() {
    #expect(Heading.doccAnchor("ObserverType: one method, `on(_:)`") == "ObserverType-one-method-on")
    #expect(Heading.doccAnchor("Step 2:  a `next` path") == "Step-2-a-next-path")
  }

  @Test("a heading is one to six #s and a space; a closing run of #s is not part of its text")
  func headingLines() {
    #expect(Heading.parse("## Run it ##")! == (2, "Run it"))
    #expect(Heading.parse("### C#")! == (3, "C#"))
    #expect(Heading.parse("#hashtag") == nil)
    #expect(Heading.parse("####### seven") == nil)
  }

  @Test("headings inside fenced blocks, indented ones too, are code, not headings")
  func headingsOutsideCode() {
    let lines = ["# Title", "1. An item:", "   ```sh", "   # a comment", "   ```", "## Section"]
    #expect(Markdown.headings(lines).map(\.text) == ["Title", "Section"])
    #expect(Markdown.headings(lines).map(\.line) == [1, 6])
  }

  @Test("a section runs from its heading to the next heading of the same or a higher level")
  func sections() {
    let lines = ["# A", "## B", "text", "### C", "```", "## not a heading", "```", "## D", "end"]
    #expect(Markdown.section("B", in: lines) == 1..<7)
    #expect(Markdown.section("C", in: lines) == 3..<7)
    #expect(Markdown.section("D", in: lines) == 7..<9)
    #expect(Markdown.section("E", in: lines) == nil)
  }
}
