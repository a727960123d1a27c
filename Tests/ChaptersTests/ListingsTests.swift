import ChapterFormat
import Foundation
import Testing

/// Every listing in a chapter is real code: these checks fail as soon as a chapter and the
/// sources disagree. To rewrite the chapters from the sources:
/// `UPDATE_LISTINGS=1 swift test --filter ChaptersTests`.
@Suite("Chapter listings", .serialized)
struct ListingsTests {
  @Test("every snippet reference names a Swift file and a region that exist", arguments: PackageFiles.markdownFiles)
  func referencesResolve(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for block in Markdown.blocks(lines) {
      guard case .snippet(let file, let region) = block.kind else { continue }
      do {
        _ = try Listings.snippet(path: file, region: region)
      } catch {
        Issue.record("\(path):\(block.openLine - 1): \(error)")
      }
    }
  }

  @Test("every listing is identical to the source region it names", arguments: PackageFiles.markdownFiles)
  func listingsMatch(path: String) throws {
    if Listings.updating {
      try Listings.rewrite(path) { block in
        guard case .snippet(let file, let region) = block.kind else { return nil }
        return try? Listings.snippet(path: file, region: region)
      }
    }
    let lines = try #require(PackageFiles.lines(path))
    for block in Markdown.blocks(lines) {
      guard case .snippet(let file, let region) = block.kind,
        let real = try? Listings.snippet(path: file, region: region)
      else { continue }
      if block.body != real {
        Issue.record(
          Comment(rawValue: Listings.mismatch(chapter: path, block: block, file: file, region: region, real: real)))
      }
      #expect(block.language == "swift", "\(path):\(block.openLine): a listing's fence says ```swift")
    }
  }

  @Test(
    "every listing has a caption above its marker that names its file, after a blank line",
    arguments: PackageFiles.markdownFiles)
  func listingsHaveCaptions(path: String) throws {
    if Listings.updating {
      try Listings.rewriteCaptions(path)
    }
    let lines = try #require(PackageFiles.lines(path))
    for block in Markdown.blocks(lines) {
      guard case .snippet(let file, _) = block.kind else { continue }
      let marker = block.openLine - 2
      let expected = Listings.caption(for: file, in: path)
      let caption = marker >= 1 ? lines[marker - 1] : "(nothing)"
      #expect(
        caption == expected,
        "\(path):\(marker): the caption above this listing should be «\(expected)»; UPDATE_LISTINGS=1 writes it")
      #expect(marker < 2 || lines[marker - 2].isEmpty, "\(path):\(marker - 1): a caption needs a blank line above it")
    }
  }

  @Test("every output block is exactly what tour prints", arguments: PackageFiles.markdownFiles)
  func outputsMatch(path: String) throws {
    if Listings.updating {
      try Listings.rewrite(path) { block in
        guard case .output(let arguments) = block.kind else { return nil }
        return Listings.output(arguments: arguments)
      }
    }
    let lines = try #require(PackageFiles.lines(path))
    for block in Markdown.blocks(lines) {
      guard case .output(let arguments) = block.kind else { continue }
      let real = Listings.output(arguments: arguments)
      if block.body != real {
        let command = "swift run tour \(arguments.joined(separator: " "))"
        Issue.record(
          Comment(
            rawValue:
              "\(path):\(block.openLine): not what `\(command)` prints: \(Listings.firstDifference(block.body, real))"))
      }
    }
  }

  @Test("every Swift block is a listing or is marked as not compiled", arguments: PackageFiles.markdownFiles)
  func swiftBlocksAreReal(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for block in Markdown.blocks(lines) where block.language == "swift" && block.kind == .plain {
      Issue.record(
        "\(path):\(block.openLine): a Swift block needs <!-- snippet: PATH#REGION --> or <!-- not compiled: why --> above it"
      )
    }
  }

  @Test("every marker comment stands directly above a code block", arguments: PackageFiles.markdownFiles)
  func markersGuardBlocks(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for line in Markdown.strayMarkers(lines) {
      Issue.record("\(path):\(line): a marker must be the line just above a ``` fence")
    }
  }

  @Test("region markers in the sources are balanced and named once", arguments: PackageFiles.swiftFiles)
  func regionsAreWellFormed(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    #expect(throws: Never.self) { try Regions.parse(lines, file: path) }
  }

  @Test("every region marked in the sources is shown in some chapter")
  func regionsAreUsed() throws {
    var shown = Set<String>()
    for path in PackageFiles.markdownFiles {
      for block in Markdown.blocks(PackageFiles.lines(path) ?? []) {
        if case .snippet(let file, let region?) = block.kind { shown.insert(file + "#" + region) }
      }
    }
    for path in PackageFiles.swiftFiles {
      let regions = (try? Regions.parse(PackageFiles.lines(path) ?? [], file: path)) ?? [:]
      for region in regions.values.sorted(by: { $0.line < $1.line }) where !shown.contains(path + "#" + region.name) {
        Issue.record("\(path):\(region.line - 1): region '\(region.name)' is not shown in any chapter")
      }
    }
  }
}
