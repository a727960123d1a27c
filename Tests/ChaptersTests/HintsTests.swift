import Foundation
import Testing

/// A hint, and the answer to a "predict, then run" exercise, stays out of sight until the reader
/// asks for it. `<details>` folds only on GitHub: in an editor or a terminal the answer sits right
/// under the question. So the numbered chapters keep their hints in
/// `chapters/exercises/hints/ChapterNN.md`, and each exercise gives one line: a link to its section
/// and the command that prints it.
@Suite("Exercise hints")
struct HintsTests {
  /// The numbered chapters: `chapters/01-observer.md` … `chapters/07-traits.md`, and 5b.
  static let chapters = PackageFiles.chapterFiles.filter { path in
    (path as NSString).lastPathComponent.first?.isNumber == true
  }

  @Test("a numbered chapter gives no hint on its page: its exercises hold no <details>", arguments: chapters)
  func noHintOnThePage(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for (offset, line) in Hints.exercisesSection(lines).enumerated() where line.contains("<details>") {
      Issue.record(
        "\(path): a <details> in the exercises (line \(offset + 1) of the section): move it to the hints file")
    }
  }

  @Test(
    "every exercise of a numbered chapter links its section of the hints file and gives the hint command",
    arguments: chapters)
  func everyExerciseLinksItsHint(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    let chapter = try #require(ExerciseIndex.chapter(ofPage: path))
    let items = Hints.items(Hints.exercisesSection(lines))
    #expect(!items.isEmpty, "\(path): no numbered exercises")
    let sections = Hints.sections(PackageFiles.lines("chapters/exercises/hints/\(chapter).md") ?? [])
    for (number, text) in items {
      let link = "](exercises/hints/\(chapter).md#exercise-\(number))"
      let command = "`chapters/exercises/hint \(Hints.argument(chapter)) \(number)`"
      #expect(text.contains(link), "\(path): exercise \(number) does not link its hint, \(link)")
      #expect(text.contains(command), "\(path): exercise \(number) does not give \(command)")
      #expect(sections[number] != nil, "chapters/exercises/hints/\(chapter).md has no «## Exercise \(number)»")
    }
    #expect(
      Set(sections.keys) == Set(items.map(\.number)),
      "\(chapter)'s hints file has sections \(sections.keys.sorted()), its chapter exercises \(items.map(\.number))")
  }

  @Test("the hint command prints an exercise's section of its chapter's hints file", arguments: PackageFiles.hintFiles)
  func hintCommandPrintsTheSection(path: String) throws {
    let chapter = try #require(ExerciseIndex.chapter(ofPage: path))
    let sections = Hints.sections(try #require(PackageFiles.lines(path)))
    #expect(!sections.isEmpty, "\(path): no «## Exercise N» sections")
    for (number, body) in sections.sorted(by: { $0.key < $1.key }) {
      let printed = try Hints.run(chapter: Hints.argument(chapter), exercise: number)
      #expect(printed.status == 0, "chapters/exercises/hint \(Hints.argument(chapter)) \(number) failed")
      // The first line says where the hint comes from; then a blank line, then the section.
      #expect(
        Array(printed.lines.dropFirst(2)) == body,
        "chapters/exercises/hint \(Hints.argument(chapter)) \(number) does not print the section of \(path)")
    }
  }

  @Test("the hints reader splits a hints file into its exercises, and a chapter into its items")
  func reader() {
    let hints = [
      "# Hints", "", "Intro.", "", "## Exercise 1", "", "**One.**", "", "Text.", "", "## Exercise 2", "Two.",
    ]
    #expect(Hints.sections(hints) == [1: ["**One.**", "", "Text."], 2: ["Two."]])
    let chapter = ["## Exercises", "Intro.", "1. **A.** x", "   y", "2. **B.**", "## Further reading", "3. no"]
    let items = Hints.items(Hints.exercisesSection(chapter))
    #expect(items.map(\.number) == [1, 2])
    #expect(items.first?.text == "1. **A.** x\n   y")
    #expect(Hints.argument("Chapter05b") == "5b")
    #expect(Hints.argument("Chapter01") == "1")
    #expect(Hints.argument("AppendixCombining") == "combining")
  }
}

/// Reading the exercises of a chapter and the sections of a hints file.
enum Hints {
  /// The lines of the chapter's `## Exercises` section, without its heading.
  static func exercisesSection(_ lines: [String]) -> [String] {
    guard let start = lines.firstIndex(of: "## Exercises") else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix("## ") })
  }

  /// The numbered items of an exercises section, each with its text up to the next item.
  static func items(_ section: [String]) -> [(number: Int, text: String)] {
    var items: [(number: Int, text: [String])] = []
    for line in section {
      if let number = Int(line.prefix { $0.isNumber }), line.dropFirst(String(number).count).hasPrefix(". ") {
        items.append((number, [line]))
      } else if !items.isEmpty, line.isEmpty || line.hasPrefix(" ") {
        items[items.count - 1].text.append(line)
      } else if !items.isEmpty {
        break  // a paragraph at the margin ends the list
      }
    }
    return items.map { ($0.number, $0.text.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// The `## Exercise N` sections of a hints file, each without its heading and the blank lines
  /// around it.
  static func sections(_ lines: [String]) -> [Int: [String]] {
    var sections: [Int: [String]] = [:]
    var current: Int?
    for line in lines {
      if line.hasPrefix("## ") {
        current = line.hasPrefix("## Exercise ") ? Int(line.dropFirst("## Exercise ".count)) : nil
        if let current { sections[current] = [] }
      } else if let current {
        sections[current]?.append(line)
      }
    }
    return sections.mapValues { body in
      Array(body.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }
  }

  /// The chapter as the hint command takes it: `5b` for `Chapter05b`, `combining` for
  /// `AppendixCombining`.
  static func argument(_ chapter: String) -> String {
    if chapter.hasPrefix("Appendix") { return chapter.dropFirst("Appendix".count).lowercased() }
    let key = chapter.dropFirst("Chapter".count)
    let number = key.prefix { $0.isNumber }
    return String(Int(number) ?? 0) + key.dropFirst(number.count)
  }

  /// Runs `chapters/exercises/hint CHAPTER EXERCISE` and returns its exit status and its output's lines.
  static func run(chapter: String, exercise: Int) throws -> (status: Int32, lines: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "bash", PackageFiles.root.appendingPathComponent("chapters/exercises/hint").path, chapter, String(exercise),
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return (process.terminationStatus, lines)
  }
}
