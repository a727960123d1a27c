import Foundation
import Testing

@testable import Progress

@Suite("progress: the rules listed in the chapters")
struct ChapterRulesTests {
  let stage = Stage(id: "3.3", suite: "Stage3_3", chapter: "03-events.md", section: "The stop rule", files: [])

  @Test("a stage's table goes before the section's first listing, not before a sketch that is not compiled")
  func insertedBeforeTheListing() throws {
    let chapter = [
      "## The stop rule", "", "Prose.", "", "<!-- not compiled: a sketch -->", "```swift", "sketch", "```", "",
      "Filename: [A.swift](A.swift)", "<!-- snippet: A.swift#a -->", "```swift", "code", "```",
      "## Next", "",
    ]
    let written = try #require(writingRules(rulesTable(stage, rules: ["one", "two"]), of: stage, into: chapter))
    let marker = try #require(written.firstIndex(of: rulesMarker(stage)))
    #expect(written[marker + 3] == "| one |" && written[marker + 4] == "| two |")
    #expect(written[marker + 6].hasPrefix("Filename:"))
    #expect(marker > written.firstIndex(of: "sketch")!)
  }

  @Test("writing the rules again replaces the table, and a section with no listing gets it at its end")
  func replacedAndAppended() throws {
    let chapter = ["# Chapter", "## The stop rule", "", "Prose only.", "", "## Next", "More."]
    let first = try #require(writingRules(rulesTable(stage, rules: ["one"]), of: stage, into: chapter))
    #expect(first[first.firstIndex(of: "Prose only.")! + 2] == rulesMarker(stage))
    #expect(first[first.firstIndex(of: "## Next")! - 1] == "")
    let second = try #require(writingRules(rulesTable(stage, rules: ["one", "three"]), of: stage, into: first))
    #expect(second.filter { $0 == rulesMarker(stage) }.count == 1)
    #expect(second.contains("| three |"))
    #expect(second.count == first.count + 1)
  }

  @Test("a rule's Markdown characters are escaped in its table row")
  func escaped() {
    let table = rulesTable(stage, rules: ["any ObserverType<Int> | on(_:) * 2"])
    #expect(table.last == "| any ObserverType\\<Int> \\| on(\\_:) \\* 2 |")
  }

  @Test("every chapter lists its stages' rules as the stages' tests state them")
  func chaptersAreCurrent() {
    let listed = chapterRules(stages, chapters: packageFolder.deletingLastPathComponent(), package: packageFolder)
    #expect(listed.problems == [])
    #expect(listed.rewritten.map(\.file.lastPathComponent) == [])
  }
}
