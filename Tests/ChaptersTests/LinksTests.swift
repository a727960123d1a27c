import Foundation
import Testing

@Suite("Links in the chapters and README")
struct LinksTests {
  @Test("every relative link points at a file that exists", arguments: PackageFiles.markdownFiles)
  func relativeLinksResolve(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    let folder = (path as NSString).deletingLastPathComponent
    for link in Markdown.relativeLinks(lines) {
      let file = String(link.target.split(separator: "#", maxSplits: 1).first ?? "")
      let resolved = ((folder as NSString).appendingPathComponent(file) as NSString).standardizingPath
      #expect(PackageFiles.exists(resolved), "\(path):\(link.line): link to missing file \(link.target)")
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
}
