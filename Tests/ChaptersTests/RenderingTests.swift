import ChapterFormat
import Foundation
import Testing

/// GitHub renders Markdown with a few traps: HTML blocks end Markdown, and anything that looks
/// like a tag is treated as one. These checks keep the course out of them, and keep the one
/// format for asides.
@Suite("What GitHub renders")
struct RenderingTests {
  @Test(
    "every <details> renders: nothing after </summary> on its line, then a blank line",
    arguments: PackageFiles.markdownFiles)
  func detailsRender(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for problem in Markdown.detailsProblems(lines) {
      Issue.record("\(path):\(problem.line): \(problem.message)")
    }
  }

  @Test("no bare <Word> outside code: GitHub would swallow it as an HTML tag", arguments: PackageFiles.markdownFiles)
  func noBareTags(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for tag in Markdown.unknownTags(lines) {
      Issue.record("\(path):\(tag.line): \(tag.text) is read as an HTML tag; put it in backticks")
    }
  }

  @Test(
    "every blockquote before the exercises is an aside, headed \"Aside:\", with no code in it",
    arguments: PackageFiles.chapterFiles)
  func asidesHaveOneFormat(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for problem in Markdown.asideProblems(lines) {
      Issue.record("\(path):\(problem.line): \(problem.message)")
    }
  }

  @Test("the details checker spots Markdown on the summary line and a missing blank line")
  func detailsChecker() {
    let good = ["<details><summary>Hint</summary>", "", "Use `fetchOr`.", "</details>"]
    #expect(Markdown.detailsProblems(good).isEmpty)
    let sameLine = ["<details><summary>Hint</summary>Use `fetchOr`.</details>"]
    #expect(Markdown.detailsProblems(sameLine).map(\.line) == [1])
    let noBlank = ["<details><summary>Hint</summary>", "Use `fetchOr`.", "</details>"]
    #expect(Markdown.detailsProblems(noBlank).map(\.line) == [1])
    let markdownSummary = ["<details><summary>`Hint`</summary>", "", "x", "</details>"]
    #expect(Markdown.detailsProblems(markdownSummary).map(\.line) == [1])
  }

  @Test("the tag checker allows known HTML and code, and spots a generic type outside backticks")
  func tagChecker() {
    let lines = [
      "An `Observable<Element>` is fine, <sub>so is this</sub>, and <https://x.org> is a link,",
      "but Observable<Element> is eaten.", "```", "let x: Array<Int>", "```",
    ]
    #expect(Markdown.unknownTags(lines).map(\.text) == ["<Element>"])
    #expect(Markdown.unknownTags(lines).map(\.line) == [2])
  }

  @Test("the aside checker accepts the one format and the contents list, and rejects any other blockquote")
  func asideChecker() {
    let good = [
      "> **Contents**", ">", "> - [Run it](#run-it)", "", "> **Aside: history.** RxSwift 5 used a lock.",
      "> So it goes.", "", "## Exercises", "> anything",
    ]
    #expect(Markdown.asideProblems(good).isEmpty)
    let bad = ["> Note: this is not an aside.", "", "> **Aside: code.** Look:", "> ```swift", "> x", "> ```"]
    #expect(Markdown.asideProblems(bad).map(\.line) == [1, 4])
  }
}

extension Markdown {
  /// The HTML tags a chapter may use; anything else between `<` and `>` outside code is a
  /// mistake (usually a generic type that lost its backticks).
  static let knownTags: Set<String> = [
    "details", "summary", "sub", "sup", "br", "a", "code", "b", "i", "em", "strong", "kbd", "img", "p", "div",
    "span", "pre", "hr",
  ]

  static func detailsProblems(_ lines: [String]) -> [(line: Int, message: String)] {
    var problems: [(Int, String)] = []
    for (index, line) in lines.enumerated() {
      guard let close = line.range(of: "</summary>") else { continue }
      if let open = line.range(of: "<summary>") {
        let summary = line[open.upperBound..<close.lowerBound]
        if summary.contains("`") || summary.contains("*") || summary.contains("[") {
          problems.append((index + 1, "Markdown inside <summary> is shown as it is: write plain text"))
          continue
        }
      }
      if !line[close.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append(
          (index + 1, "nothing may follow </summary> on its line: GitHub would not render it as Markdown"))
      } else if index + 1 < lines.count, !lines[index + 1].trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append((index + 1, "</summary> needs a blank line after it, or the Markdown below is not rendered"))
      }
    }
    return problems
  }

  static func unknownTags(_ lines: [String]) -> [(text: String, line: Int)] {
    paragraphs(lines).flatMap { paragraph -> [(text: String, line: Int)] in
      // Code spans, HTML comments and escaped brackets (\<) are not tags.
      var text = String(blankingCode(paragraph.text))
      text = text.replacingOccurrences(of: #"<!--.*?-->"#, with: "", options: .regularExpression)
      guard let regex = try? NSRegularExpression(pattern: #"(?<!\\)</?([A-Za-z][A-Za-z0-9]*)(\s[^<>]*)?/?>"#) else {
        return []
      }
      return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
        guard let whole = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text),
          !knownTags.contains(String(text[name]))
        else { return nil }
        return (String(text[whole]), paragraph.line(at: text.distance(from: text.startIndex, to: whole.lowerBound)))
      }
    }
  }

  static func asideProblems(_ lines: [String]) -> [(line: Int, message: String)] {
    var problems: [(Int, String)] = []
    let fenced = Markdown.fencedLines(lines)
    var inQuote = false
    var inQuotedFence = false
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("## Exercises") { break }
      if fenced.contains(index) { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(">") else {
        inQuote = false
        continue
      }
      if !inQuote, !trimmed.hasPrefix("> **Aside: "), trimmed != Contents.title {
        problems.append(
          (index + 1, "a blockquote before the exercises is an aside («> **Aside: title.**») or the contents list"))
      }
      if trimmed.dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        if !inQuotedFence {
          problems.append(
            (index + 1, "an aside holds no code block: put the code in the main line, or in the appendix"))
        }
        inQuotedFence.toggle()
      }
      inQuote = true
    }
    return problems
  }
}
