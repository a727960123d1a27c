import ChapterFormat
import Foundation

/// A chapter's contents list: a blockquote just above `## What you will learn` that links every
/// `##` section of the chapter, in order. On GitHub it is a short list under the title; the site
/// shows it as two columns. The chapters check writes it (`UPDATE_LISTINGS=1`) and keeps it true.
///
///     > **Contents**
///     >
///     > - [What you will learn](#what-you-will-learn)
///     > - [Where chapter 3 left us](#where-chapter-3-left-us)
enum Contents {
  /// The line a contents list starts with.
  static let title = "> **Contents**"

  /// The `##` headings of a Markdown file outside code, each with its anchor (numbered when repeated).
  static func sections(_ lines: [String]) -> [(title: String, anchor: String)] {
    Markdown.headings(lines).filter { $0.level == 2 }.map { ($0.text, $0.anchor) }
  }

  /// The contents list a chapter should have.
  static func expected(_ lines: [String]) -> [String] {
    [title, ">"] + sections(lines).map { "> - [\($0.title)](#\($0.anchor))" }
  }

  /// Where the chapter's contents list is: the lines of the blockquote that starts with `title`.
  static func found(_ lines: [String]) -> Range<Int>? {
    guard let start = lines.firstIndex(of: title) else { return nil }
    var end = start
    while end < lines.count, lines[end].hasPrefix(">") { end += 1 }
    return start..<end
  }

  /// The chapter with its contents list written, or rewritten, just above `## What you will learn`.
  static func rewritten(_ lines: [String]) -> [String] {
    var lines = lines
    if let old = found(lines) {
      lines.removeSubrange(old)
      if old.lowerBound < lines.count, lines[old.lowerBound].isEmpty, old.lowerBound > 0,
        lines[old.lowerBound - 1].isEmpty
      {
        lines.remove(at: old.lowerBound)
      }
    }
    guard let learn = lines.firstIndex(of: "## What you will learn") else { return lines }
    var block = expected(lines) + [""]
    if learn > 0, !lines[learn - 1].isEmpty { block.insert("", at: 0) }
    lines.insert(contentsOf: block, at: learn)
    return lines
  }
}
