import ChapterFormat
import Foundation
import Testing

/// A chapter's exercise command runs that chapter's exercises and no other's. A filter is a regular
/// expression matched anywhere in a test's identifier, so `--filter Chapter05` runs chapter 5b's
/// tests too, and a learner halfway through 5b reads failures that are not chapter 5's.
@Suite("Exercise commands")
struct ExerciseCommandsTests {
  /// The pages that give exercise commands: the README, the chapters, the hints, and the exercises'
  /// own README.
  static let files = PackageFiles.markdownFiles + ["chapters/exercises/README.md"]

  @Test(
    "every exercises command selects the tests of one chapter, on a chapter's page that chapter's",
    arguments: files)
  func commandsSelectOneChapter(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    // The exercises' README gives some commands to run from inside the package, without
    // `--package-path`; everywhere else a command without it runs the course's own tests.
    let insideExercises = path == "chapters/exercises/README.md"
    for command in Markdown.testCommands(lines)
    where insideExercises || command.arguments.contains("chapters/exercises") {
      for pattern in command.filters {
        let chapters = Set(ExerciseIndex.selected(by: pattern).map(\.chapter))
        #expect(!chapters.isEmpty, "\(path):\(command.line): `--filter \(pattern)` selects no exercise test")
        #expect(
          chapters.count <= 1,
          "\(path):\(command.line): `--filter \(pattern)` selects the tests of \(chapters.sorted().joined(separator: " and "))"
        )
        if let own = ExerciseIndex.chapter(ofPage: path) {
          #expect(
            chapters.isSubset(of: [own]),
            "\(path):\(command.line): `--filter \(pattern)` selects \(chapters.sorted()), not \(own) alone")
        }
      }
    }
  }

  @Test("a chapter's name alone as a filter also selects the chapter whose name it begins")
  func filterIsARegularExpression() {
    #expect(Set(ExerciseIndex.selected(by: "Chapter05").map(\.chapter)) == ["Chapter05", "Chapter05b"])
    #expect(Set(ExerciseIndex.selected(by: "Chapter05Tests").map(\.chapter)) == ["Chapter05"])
    #expect(ExerciseIndex.chapter(ofPage: "chapters/05b-rxprototype.md") == "Chapter05b")
    #expect(ExerciseIndex.chapter(ofPage: "chapters/exercises/hints/Chapter04.md") == "Chapter04")
    #expect(ExerciseIndex.chapter(ofPage: "chapters/appendix-combining.md") == "AppendixCombining")
    #expect(ExerciseIndex.chapter(ofPage: "chapters/appendix-ui-bindings.md") == "AppendixBindings")
    #expect(ExerciseIndex.chapter(ofPage: "README.md") == nil)
  }
}

/// The tests of the exercises package, `chapters/exercises/Tests/ChapterNNTests/`, read as
/// `TestIndex` reads the course's.
enum ExerciseIndex {
  /// The folder of the exercises' tests, relative to the package root.
  static let folder = "chapters/exercises/Tests"

  /// Every exercise test, with the chapter it belongs to (`Chapter05b` for `Chapter05bTests`).
  static let all: [(chapter: String, test: IndexedTest)] = {
    let base = PackageFiles.root.appendingPathComponent(folder)
    let files = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? [])
      .filter { ($0.hasPrefix("Chapter") || $0.hasPrefix("Appendix")) && $0.hasSuffix(".swift") }.sorted()
    return files.flatMap { file -> [(chapter: String, test: IndexedTest)] in
      let module = String(file.prefix { $0 != "/" })
      let tests = TestIndex.parse(PackageFiles.lines(folder + "/" + file) ?? [], file: "Tests/" + file)
      return tests.map { (String(module.dropLast("Tests".count)), $0) }
    }
  }()

  /// The exercise tests `swift test --filter PATTERN` selects.
  static func selected(by pattern: String) -> [(chapter: String, test: IndexedTest)] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return all.filter { entry in
      let identifier = entry.test.identifier
      return regex.firstMatch(in: identifier, range: NSRange(identifier.startIndex..., in: identifier)) != nil
    }
  }

  /// The chapter whose exercises a page is about: `Chapter05b` for `chapters/05b-rxprototype.md`
  /// and for `chapters/exercises/hints/Chapter05b.md`, `AppendixCombining` for
  /// `chapters/appendix-combining.md` and its hints; nil for any other page.
  static func chapter(ofPage path: String) -> String? {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if path.hasPrefix("chapters/exercises/hints/"), name.hasPrefix("Chapter") || name.hasPrefix("Appendix") {
      return name
    }
    if path.hasPrefix("chapters/appendix-") {
      // The appendix's word is the last of its file name's: appendix-ui-bindings.md, "bindings".
      let word = name.split(separator: "-").last ?? ""
      return "Appendix" + word.prefix(1).uppercased() + word.dropFirst()
    }
    guard path.hasPrefix("chapters/"), !path.hasPrefix("chapters/exercises/"), let number = name.first,
      number.isNumber
    else { return nil }
    return "Chapter" + name.prefix { $0 != "-" }
  }
}
