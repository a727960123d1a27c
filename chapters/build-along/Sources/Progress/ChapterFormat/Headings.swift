// The chapter format, read in one place. This folder is part of `progress` (so that the
// build-along, downloaded on its own, builds without the course), and the course's package
// compiles the same files as its `ChapterFormat` module: the chapters check (Tests/ChaptersTests)
// and `swift run chapter-format`, which the docs tools call, read chapters with it too.
// CONTRIBUTING.md, "The chapter format", says why it is Swift and lives here.

import Foundation

/// An ATX heading of a Markdown file (`## Title`), outside fenced code.
public struct Heading: Equatable, Sendable {
  /// Its line, counting from 1.
  public let line: Int
  /// 1 for `#`, 2 for `##`, …
  public let level: Int
  /// The heading's Markdown, without the `#`s around it: "ObserverType: one method, `on(_:)`".
  public let text: String
  /// GitHub's anchor for it, numbered (`-1`, `-2`, …) when an earlier heading of the file has taken it.
  public let anchor: String

  /// The heading on `line`, if it is one: one to six `#`s, a space, the text and, optionally, a
  /// closing run of `#`s after a space.
  public static func parse(_ line: String) -> (level: Int, text: String)? {
    let level = line.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    let rest = line.dropFirst(level)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var text = rest.trimmingCharacters(in: .whitespaces)
    // A closing sequence: `## Title ##`.
    if let closing = text.range(of: #"(^|\s)#+$"#, options: .regularExpression) {
      text = String(text[..<closing.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
    return (level, text)
  }

  /// A heading's text as a reader sees it: a link's text without its target, code without its
  /// backticks, no `*` emphasis.
  public static func plainText(_ markdown: String) -> String {
    let unlinked = markdown.replacingOccurrences(
      of: #"\[((?:[^\[\]]|\[[^\]]*\])*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
    return unlinked.filter { $0 != "`" && $0 != "*" }.trimmingCharacters(in: .whitespaces)
  }

  /// GitHub's anchor for a heading's Markdown: its plain text lowercased, letters, digits, `-` and
  /// `_` kept, every space a `-`. (Repeats are numbered by `Markdown.headings`.)
  public static func githubAnchor(_ markdown: String) -> String {
    String(
      plainText(markdown).lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
      })
  }

  /// DocC's anchor for a heading's Markdown: its plain text with its case, letters, digits and `-`
  /// kept (no `_`), each run of spaces one `-`.
  public static func doccAnchor(_ markdown: String) -> String {
    let kept = plainText(markdown).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0.isWhitespace }
    return kept.split(whereSeparator: \.isWhitespace).joined(separator: "-")
  }
}

extension Markdown {
  /// Every heading outside fenced code, in order, each with its GitHub anchor.
  public static func headings(_ lines: [String]) -> [Heading] {
    let fenced = fencedLines(lines)
    // As GitHub numbers them: a repeat of `slug` takes the next free `slug-N`, skipping an anchor
    // an earlier heading has already taken ("a", "a-1", "a" are a, a-1, a-2).
    var repeats: [String: Int] = [:]
    var taken: Set<String> = []
    var headings: [Heading] = []
    for (index, line) in lines.enumerated() where !fenced.contains(index) {
      guard let (level, text) = Heading.parse(line) else { continue }
      let slug = Heading.githubAnchor(text)
      var anchor = slug
      while taken.contains(anchor) {
        repeats[slug, default: 0] += 1
        anchor = "\(slug)-\(repeats[slug]!)"
      }
      taken.insert(anchor)
      headings.append(Heading(line: index + 1, level: level, text: text, anchor: anchor))
    }
    return headings
  }

  /// The anchors a link may name in a Markdown file: one per heading, plus each `<a id="…">` or
  /// `<a name="…">` outside fenced code.
  public static func anchors(_ lines: [String]) -> Set<String> {
    var anchors = Set(headings(lines).map(\.anchor))
    let fenced = fencedLines(lines)
    for (index, line) in lines.enumerated() where !fenced.contains(index) {
      var rest = Substring(line)
      while let range = rest.range(of: "<a id=\"") ?? rest.range(of: "<a name=\"") {
        let after = rest[range.upperBound...]
        guard let close = after.firstIndex(of: "\"") else { break }
        anchors.insert(String(after[..<close]))
        rest = after[close...]
      }
    }
    return anchors
  }

  /// The lines (indices from 0) of the section whose heading's Markdown is `title`: from the
  /// heading to the next heading of the same or a higher level; nil when there is no such heading.
  public static func section(_ title: String, in lines: [String]) -> Range<Int>? {
    let all = headings(lines)
    guard let start = all.firstIndex(where: { $0.text == title }) else { return nil }
    let end = all[(start + 1)...].first { $0.level <= all[start].level }?.line ?? lines.count + 1
    return (all[start].line - 1)..<(end - 1)
  }
}
