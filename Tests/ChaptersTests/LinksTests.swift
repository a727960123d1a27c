import ChapterFormat
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
}
