import ChapterFormat
import Foundation
import Testing

/// A chapter that names a test must name a real one, and a command it gives must run something:
/// `swift test --filter` with a pattern that matches nothing prints "0 tests" and exits 0.
@Suite("Tests named in the chapters")
struct TestReferencesTests {
  @Test("every test a chapter links to by name is a real test of that file", arguments: PackageFiles.markdownFiles)
  func quotedTestsExist(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for reference in Markdown.testReferences(lines, in: path) {
      let names = TestIndex.all.filter { $0.file == reference.file }.compactMap(\.displayName)
      #expect(
        names.contains(reference.name),
        "\(path):\(reference.line): no @Test(\"\(reference.name)\") in \(reference.file)")
    }
  }

  @Test(
    "every `swift test --filter` command in the chapters selects at least one test",
    arguments: PackageFiles.markdownFiles)
  func filtersSelectTests(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for command in Markdown.testCommands(lines) where !command.arguments.contains("--package-path") {
      for pattern in command.filters {
        #expect(
          !TestIndex.selected(by: pattern).isEmpty,
          "\(path):\(command.line): `--filter \(pattern)` selects no test (the identifiers look like \(TestIndex.all.first?.identifier ?? "?"))"
        )
      }
    }
  }

  @Test(
    "a test's display name quoted outside a link is made a link, so that the check above sees it",
    arguments: PackageFiles.markdownFiles)
  func quotedNamesAreLinked(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    let names = Set(TestIndex.all.compactMap(\.displayName))
    for quote in Markdown.unlinkedQuotes(lines) where names.contains(quote.text) {
      Issue.record("\(path):\(quote.line): \"\(quote.text)\" names a test: link it to the test's file")
    }
  }

  @Test("the test index reads identifiers the way Swift Testing writes them")
  func indexReadsIdentifiers() {
    let source = [
      "@Suite(\"SinkDisposer\")",
      "struct SinkDisposerTests {",
      "  @Test(\"disposed before \\\"set\\\", it disposes at once\")",
      "  func disposeBeforeSet() {",
      "  }",
      "  @Test(",
      "    \"every file\",",
      "    arguments: files)",
      "  func identical(file: String) throws {",
      "  }",
      "}",
    ]
    let tests = TestIndex.parse(source, file: "Tests/Step4_SinkTests/SinkDisposerTests.swift")
    #expect(
      tests.map(\.identifier) == [
        "Step4_SinkTests.SinkDisposerTests/disposeBeforeSet()", "Step4_SinkTests.SinkDisposerTests/identical(file:)",
      ])
    #expect(tests.map(\.displayName) == ["disposed before \"set\", it disposes at once", "every file"])
  }

  @Test("a filter is a regular expression over identifiers: a display name selects nothing")
  func filterSemantics() {
    #expect(!TestIndex.selected(by: "ChaptersTests.TestReferencesTests/filterSemantics").isEmpty)
    #expect(TestIndex.selected(by: "a filter is a regular expression over identifiers").isEmpty)
  }

  @Test("commands are found in shell blocks and inline code, with every --filter they pass")
  func commandsAreFound() {
    let text = [
      "Run `swift test --filter Step4_SinkTests.SinkDisposerTests/disposeBeforeSet` to see it.",
      "```sh",
      "swift test --filter Step4_SinkTests   # one step",
      "swift test --package-path chapters/exercises --filter Chapter04",
      "```",
    ]
    let commands = Markdown.testCommands(text)
    #expect(
      commands.map(\.filters) == [
        ["Step4_SinkTests.SinkDisposerTests/disposeBeforeSet"], ["Step4_SinkTests"], ["Chapter04"],
      ])
    #expect(commands.map(\.line) == [1, 3, 4])
  }
}
