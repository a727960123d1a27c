import Foundation
import Testing

/// A long chapter is easier to find your way around with its sections listed at the top: on
/// GitHub, and in the site, whose own outline appears only in wide windows.
@Suite("Contents lists")
struct ContentsTests {
  @Test(
    "every chapter and appendix lists its sections, linked and in order, just above what you will learn",
    arguments: StructureTests.chapters)
  func contentsListIsTrue(path: String) throws {
    if Listings.updating {
      try PackageFiles.write(Contents.rewritten(try #require(PackageFiles.lines(path))), to: path)
    }
    let lines = try #require(PackageFiles.lines(path))
    guard let found = Contents.found(lines) else {
      Issue.record("\(path): no contents list («\(Contents.title)»); UPDATE_LISTINGS=1 writes it")
      return
    }
    #expect(
      Array(lines[found]) == Contents.expected(lines),
      "\(path):\(found.lowerBound + 1): the contents list does not match the sections; UPDATE_LISTINGS=1 rewrites it")
    #expect(
      found.upperBound + 1 < lines.count && lines[found.upperBound + 1] == "## What you will learn",
      "\(path):\(found.lowerBound + 1): the contents list stands just above «## What you will learn», after a blank line"
    )
  }

  @Test("the contents list links every ## heading with GitHub's anchor, a repeated one numbered")
  func contentsOfASmallChapter() {
    let chapter = [
      "# 9. Title", "", "Intro.", "", "## What you will learn", "", "## `Disposables.create()`: nothing to do", "```",
      "## not a heading", "```", "### Detail", "## Run it", "## Run it",
    ]
    #expect(
      Contents.expected(chapter) == [
        "> **Contents**", ">", "> - [What you will learn](#what-you-will-learn)",
        "> - [`Disposables.create()`: nothing to do](#disposablescreate-nothing-to-do)", "> - [Run it](#run-it)",
        "> - [Run it](#run-it-1)",
      ])
  }

  @Test("rewriting puts the list above what you will learn once, however often it runs")
  func rewriteIsIdempotent() {
    let chapter = ["# 9. Title", "", "Intro.", "## What you will learn", "", "## Two"]
    let once = Contents.rewritten(chapter)
    #expect(
      once == [
        "# 9. Title", "", "Intro.", "", "> **Contents**", ">", "> - [What you will learn](#what-you-will-learn)",
        "> - [Two](#two)", "", "## What you will learn", "", "## Two",
      ])
    #expect(Contents.rewritten(once) == once)
  }
}
