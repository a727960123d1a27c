import Foundation
import Testing

/// Figures are read in the site as well as on GitHub: each needs a caption, and a description for
/// a reader who cannot see the picture.
@Suite("Figures")
struct FiguresTests {
  @Test(
    "every figure has a caption and a description of the picture, written in its Mermaid block",
    arguments: PackageFiles.chapterFiles)
  func figuresAreCaptioned(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for figure in Figures.figures(lines) {
      for problem in Figures.problems(figure) {
        Issue.record("\(path):\(figure.line): \(problem)")
      }
    }
  }

  @Test("the figure checker finds the caption and the description, and spots what is missing")
  func figureChecker() {
    let described = "A flowchart. The caller holds the disposer, which holds the sink, which holds it back."
    let good = [
      "```mermaid", "flowchart TB", "  accTitle: Who holds whom", "  accDescr: \(described)", "  a --> b", "```",
    ]
    let figures = Figures.figures(good)
    #expect(figures.count == 1 && figures[0].caption == "Who holds whom" && figures[0].description == described)
    #expect(Figures.problems(figures[0]).isEmpty)
    let block = [
      "```mermaid", "flowchart TB", "  accTitle: Who holds whom", "  accDescr {", "    \(described)", "  }", "```",
    ]
    #expect(Figures.figures(block)[0].description == described)
    let bare = ["```mermaid", "flowchart TB", "  a --> b", "```"]
    #expect(Figures.problems(Figures.figures(bare)[0]).count == 1)
    let echo = ["```mermaid", "flowchart TB", "  accTitle: Who holds whom.", "  accDescr: Who holds whom.", "```"]
    #expect(Figures.problems(Figures.figures(echo)[0]).count == 2)
    let wrapped = [
      "```mermaid", "%%{init: {\"sequence\": {\"wrap\": true}}}%%", "sequenceDiagram", "  accTitle: Who holds whom",
      "  accDescr: \(described)", "```",
    ]
    #expect(Figures.problems(Figures.figures(wrapped)[0]).count == 1)
  }
}
