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

  /// GitHub's anchor for a heading's text: lower case, letters, digits, `-` and `_`, a `-` per space.
  static func slug(_ title: String) -> String {
    String(
      title.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
      })
  }

  /// The `##` headings of a Markdown file outside code, each with its anchor (numbered when repeated).
  static func sections(_ lines: [String]) -> [(title: String, anchor: String)] {
    var result: [(String, String)] = []
    var seen: [String: Int] = [:]
    var inFence = false
    for line in lines {
      if line.hasPrefix("```") { inFence.toggle() }
      if inFence || !line.hasPrefix("#") { continue }
      let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
      let slug = slug(title)
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      if line.hasPrefix("## ") { result.append((title, count == 0 ? slug : "\(slug)-\(count)")) }
    }
    return result
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
