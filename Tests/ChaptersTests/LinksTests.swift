import Foundation
import Testing

@Suite("Links in the chapters and README")
struct LinksTests {
  @Test(
    "every relative link points at a file that exists, and at a heading that exists",
    arguments: PackageFiles.markdownFiles)
  func relativeLinksResolve(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    let folder = (path as NSString).deletingLastPathComponent
    for link in Markdown.links(lines) where !link.isExternal && !link.target.hasPrefix("mailto:") {
      let file = link.target.hasPrefix("#") ? path : Markdown.resolve(link.target, from: folder)
      guard PackageFiles.exists(file) else {
        Issue.record("\(path):\(link.line): link to missing file \(link.target)")
        continue
      }
      let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, file.hasSuffix(".md") else { continue }
      let anchors = Markdown.anchors(PackageFiles.lines(file) ?? [])
      #expect(anchors.contains(String(parts[1])), "\(path):\(link.line): no heading #\(parts[1]) in \(file)")
    }
  }

  @Test(
    "every external link is well-formed, and pins a GitHub file to a tag or a commit",
    arguments: PackageFiles.markdownFiles)
  func externalLinksArePinned(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for link in Markdown.links(lines) where link.isExternal {
      if let problem = Markdown.externalLinkProblem(link.target) {
        Issue.record("\(path):\(link.line): \(link.target): \(problem)")
      }
    }
  }

  @Test("the README links every chapter")
  func readmeLinksEveryChapter() throws {
    let readme = try #require(PackageFiles.lines("README.md"))
    let targets = Set(Markdown.relativeLinks(readme).map(\.target))
    for chapter in PackageFiles.chapterFiles where chapter != "chapters/README.md" {
      #expect(targets.contains(chapter), "README.md does not link \(chapter)")
    }
  }

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

  @Test("a GitHub link to a file must name a tag or a commit; other links need only be well-formed")
  func pinnedLinks() {
    #expect(Markdown.externalLinkProblem("https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxSwift/Rx.swift") == nil)
    #expect(
      Markdown.externalLinkProblem(
        "https://github.com/ReactiveX/RxSwift/blob/007af77912b39d84857a8e90eecdd02dd20164de/RxSwift/Rx.swift") == nil)
    #expect(Markdown.externalLinkProblem("https://github.com/ReactiveX/RxSwift/blob/main/RxSwift/Rx.swift") != nil)
    #expect(Markdown.externalLinkProblem("https://github.com/ReactiveX/RxSwift/tree/develop") != nil)
    #expect(Markdown.externalLinkProblem("https://github.com/ReactiveX/RxSwift") == nil)
    #expect(Markdown.externalLinkProblem("https://github.com/ReactiveX/RxSwift/pull/1964") == nil)
    #expect(Markdown.externalLinkProblem("https://cokile.github.io/rxswift-primitivesequence/") == nil)
    #expect(Markdown.externalLinkProblem("htps:/nowhere") != nil)
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
}
