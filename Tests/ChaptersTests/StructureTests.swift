import ChapterFormat
import Foundation
import Testing

/// Every chapter has the same parts, so that a reader always knows where they are: the time it
/// takes and what it needs, what it teaches, the main line, how to run it, how RxSwift does it,
/// a recap, exercises and further reading.
@Suite("The parts of a chapter")
struct StructureTests {
  /// The numbered chapters and the appendices: not the contents, not the glossary.
  static let chapters = PackageFiles.chapterFiles.filter { path in
    let name = (path as NSString).lastPathComponent
    return name.first?.isNumber == true || name.hasPrefix("appendix-")
  }

  /// The headings every chapter has, in this order.
  static let requiredHeadings = [
    "## What you will learn", "## Run it", "## How RxSwift really does it", "## What you built", "## Exercises",
    "## Further reading",
  ]

  @Test("a chapter opens with its time and what it needs, before what you will learn", arguments: chapters)
  func timeAndPrerequisites(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    let learn = lines.firstIndex(of: "## What you will learn") ?? lines.count
    let time = lines.firstIndex { $0.hasPrefix("**Time:** about ") && $0.contains("**You need:**") }
    #expect(
      time.map { $0 < learn } == true,
      "\(path): a line «**Time:** about N minutes. **You need:** …» before «## What you will learn»")
  }

  @Test("a chapter has its parts in order, and its recap comes right before the exercises", arguments: chapters)
  func partsInOrder(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    let headings = lines.filter { $0.hasPrefix("## ") }
    let positions = Self.requiredHeadings.map { headings.firstIndex(of: $0) }
    for (heading, position) in zip(Self.requiredHeadings, positions) where position == nil {
      Issue.record("\(path): no «\(heading)»")
    }
    let found = positions.compactMap { $0 }
    #expect(found == found.sorted(), "\(path): the parts are out of order: \(Self.requiredHeadings)")
    if let recap = headings.firstIndex(of: "## What you built"), let exercises = headings.firstIndex(of: "## Exercises")
    {
      #expect(recap + 1 == exercises, "\(path): «## What you built» is the last section before «## Exercises»")
    }
  }

  @Test("an appendix's title carries its letter, A, B, C… in the order the course's map lists the appendices")
  func appendixLetters() throws {
    let map = try #require(PackageFiles.lines("chapters/README.md"))
    var appendices: [String] = []
    for link in Markdown.relativeLinks(map) where link.target.hasPrefix("appendix-") {
      let file = "chapters/" + (link.target.split(separator: "#").first.map(String.init) ?? "")
      if !appendices.contains(file) { appendices.append(file) }
    }
    let all = Self.chapters.filter { ($0 as NSString).lastPathComponent.hasPrefix("appendix-") }
    #expect(Set(appendices) == Set(all), "chapters/README.md's map lists every appendix")
    for (letter, file) in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", appendices) {
      let title = PackageFiles.lines(file)?.first ?? ""
      #expect(title.hasPrefix("# Appendix \(letter): "), "\(file): its title starts «# Appendix \(letter): »")
    }
  }

  @Test("a chapter's main line is at most 3,000 words", arguments: chapters)
  func mainLineIsShort(path: String) throws {
    let text = try #require(PackageFiles.lines(path)).joined(separator: "\n")
    let words = MainLine.words(text)
    #expect(words <= 3000, "\(path): the main line has \(words) words; move what a reader may skip into asides")
  }

  @Test("the main line leaves out code, asides, tables, comments, details and the exercises")
  func mainLineCount() {
    let text = """
      # 1. Title
      Two words.
      ```swift
      let not = counted
      ```
      > **Aside: skipped.** Not counted.
      | not | counted |
      <!-- not counted -->
      <details><summary>Hint</summary>

      not counted

      </details>
      ## Exercises
      Not counted either.
      """
    #expect(MainLine.words(text) == 4)  // "1.", "Title", "Two", "words."
  }
}

/// The main line of a chapter, counted as `../shared/tools/mainline-words` counts it: the prose
/// left after removing fenced code, `<details>` blocks, HTML comments, blockquotes (asides) and
/// tables, up to `## Exercises`.
enum MainLine {
  static func words(_ text: String) -> Int {
    var text = text
    if let exercises = text.range(of: #"(?m)^## Exercises\b"#, options: .regularExpression) {
      text = String(text[..<exercises.lowerBound])
    }
    for pattern in [#"(?ms)^```.*?^```[ \t]*$"#, #"(?s)<details>.*?</details>"#, #"(?s)<!--.*?-->"#] {
      text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
    }
    let prose = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      return !trimmed.hasPrefix(">") && !trimmed.hasPrefix("|")
    }.joined(separator: "\n")
    guard let regex = try? NSRegularExpression(pattern: #"[A-Za-z0-9][A-Za-z0-9'’_.-]*"#) else { return 0 }
    return regex.numberOfMatches(in: prose, range: NSRange(prose.startIndex..., in: prose))
  }
}
