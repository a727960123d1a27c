import Foundation

/// The prose of a Markdown file, outside fenced code blocks, in paragraphs: a link or a quoted
/// test name may wrap from one line to the next, so the checks read whole paragraphs.
public struct Paragraph: Sendable {
  /// The paragraph's lines joined with single spaces.
  public let text: String
  /// Where each line starts in `text`, with its line number counting from 1.
  public let lineStarts: [(offset: Int, line: Int)]

  /// The line number of the character at `offset` in `text`.
  public func line(at offset: Int) -> Int {
    lineStarts.last { $0.offset <= offset }?.line ?? lineStarts.first?.line ?? 0
  }
}

/// A Markdown link `[text](target)` or autolink `<https://…>`.
public struct Link: Sendable {
  public let text: String
  public let target: String
  public let line: Int

  public var isExternal: Bool { target.contains("://") }
}

extension Markdown {
  /// Every paragraph outside fenced blocks; blank lines, fences and headings separate them, and a
  /// heading is a paragraph of its own.
  public static func paragraphs(_ lines: [String]) -> [Paragraph] {
    var paragraphs: [Paragraph] = []
    var text = ""
    var starts: [(Int, Int)] = []
    func flush() {
      if !starts.isEmpty { paragraphs.append(Paragraph(text: text, lineStarts: starts)) }
      text = ""
      starts = []
    }
    let fenced = fencedLines(lines)
    for (index, line) in lines.enumerated() {
      if fenced.contains(index) {
        flush()
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") {
        flush()
        if trimmed.hasPrefix("#") { paragraphs.append(Paragraph(text: trimmed, lineStarts: [(0, index + 1)])) }
        continue
      }
      if !text.isEmpty { text += " " }
      starts.append((text.count, index + 1))
      text += trimmed
    }
    flush()
    return paragraphs
  }

  /// `text` with every inline code span replaced by spaces of the same length, so that what is in
  /// code is not read as links, tags or quotes, and offsets stay valid.
  public static func blankingCode(_ text: String) -> [Character] {
    var characters = Array(text)
    var index = 0
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      var ticks = 0
      while index + ticks < characters.count, characters[index + ticks] == "`" { ticks += 1 }
      let fence = String(repeating: "`", count: ticks)
      let rest = String(characters[(index + ticks)...])
      guard let close = rest.range(of: fence) else {
        index += ticks
        continue
      }
      let end = index + ticks + rest.distance(from: rest.startIndex, to: close.lowerBound) + ticks
      for blank in index..<end { characters[blank] = " " }
      index = end
    }
    return characters
  }

  /// Every link of a Markdown text, outside code.
  public static func links(_ lines: [String]) -> [Link] {
    paragraphs(lines).flatMap { paragraph -> [Link] in
      let original = Array(paragraph.text)
      let characters = blankingCode(paragraph.text)
      var links: [Link] = []
      var index = 0
      while index < characters.count {
        if characters[index] == "<", let close = characters[index...].firstIndex(of: ">") {
          let inner = String(characters[(index + 1)..<close])
          if inner.hasPrefix("http://") || inner.hasPrefix("https://") {
            links.append(Link(text: inner, target: inner, line: paragraph.line(at: index)))
            index = close + 1
            continue
          }
        }
        guard characters[index] == "[", let closeText = matching(characters, from: index, open: "[", close: "]"),
          closeText + 1 < characters.count, characters[closeText + 1] == "(",
          let closeTarget = matching(characters, from: closeText + 1, open: "(", close: ")")
        else {
          index += 1
          continue
        }
        var target = String(characters[(closeText + 2)..<closeTarget]).trimmingCharacters(in: .whitespaces)
        if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }  // a title follows
        let text = String(original[(index + 1)..<closeText])
        links.append(Link(text: text, target: target, line: paragraph.line(at: index)))
        index = closeTarget + 1
      }
      return links
    }
  }

  /// The relative link targets of a Markdown text, with the line each is on.
  public static func relativeLinks(_ lines: [String]) -> [(target: String, line: Int)] {
    links(lines).filter { !$0.isExternal && !$0.target.hasPrefix("mailto:") && !$0.target.isEmpty }
      .filter { !$0.target.hasPrefix("#") }
      .map { ($0.target, $0.line) }
  }

  /// The index of the bracket that closes the one at `start`.
  public static func matching(_ characters: [Character], from start: Int, open: Character, close: Character) -> Int? {
    var depth = 0
    for index in start..<characters.count {
      if characters[index] == open { depth += 1 }
      if characters[index] == close {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// `target` (a relative link, maybe with `..`, maybe with an anchor) as a path from the package
  /// root, without the anchor.
  public static func resolve(_ target: String, from folder: String) -> String {
    let file = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    var parts: [Substring] = folder.split(separator: "/")
    for part in file.split(separator: "/") {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else if part != "." {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// A test named in a chapter: `["display name"](../Tests/Module/File.swift)`.
  public struct TestReference: Sendable {
    /// The display name, without the link text's code spans and escapes.
    public let name: String
    /// The test file, relative to the root of the package that holds the Markdown file.
    public let file: String
    public let line: Int
  }

  /// Every link whose text is a quoted name and whose target is a Swift file under `Tests/`;
  /// `path` is the Markdown file's, from its package's root.
  public static func testReferences(_ lines: [String], in path: String) -> [TestReference] {
    let folder = (path as NSString).deletingLastPathComponent
    return links(lines).compactMap { link in
      guard !link.isExternal, link.target.hasSuffix(".swift"), link.text.count >= 2, link.text.hasPrefix("\""),
        link.text.hasSuffix("\"")
      else { return nil }
      let file = resolve(link.target, from: folder)
      guard file.hasPrefix("Tests/") else { return nil }
      // Code spans and escapes in the link text (`Observable<Int>`, \<Int>) are not part of the name.
      let name = link.text.dropFirst().dropLast().filter { $0 != "`" && $0 != "\\" }
      return TestReference(name: String(name), file: file, line: link.line)
    }
  }
}
