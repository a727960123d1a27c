import Foundation

/// The prose of a Markdown file, outside fenced code blocks, in paragraphs: a link or a quoted
/// test name may wrap from one line to the next, so the checks read whole paragraphs.
struct Paragraph {
  /// The paragraph's lines joined with single spaces.
  let text: String
  /// Where each line starts in `text`, with its line number counting from 1.
  let lineStarts: [(offset: Int, line: Int)]

  /// The line number of the character at `offset` in `text`.
  func line(at offset: Int) -> Int {
    lineStarts.last { $0.offset <= offset }?.line ?? lineStarts.first?.line ?? 0
  }
}

/// A Markdown link `[text](target)` or autolink `<https://…>`.
struct Link {
  let text: String
  let target: String
  let line: Int

  var isExternal: Bool { target.contains("://") }
}

extension Markdown {
  /// Every paragraph outside fenced blocks; blank lines, fences and headings separate them.
  static func paragraphs(_ lines: [String]) -> [Paragraph] {
    var paragraphs: [Paragraph] = []
    var text = ""
    var starts: [(Int, Int)] = []
    func flush() {
      if !starts.isEmpty { paragraphs.append(Paragraph(text: text, lineStarts: starts)) }
      text = ""
      starts = []
    }
    var inFence = false
    for (index, line) in lines.enumerated() {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        flush()
        continue
      }
      if inFence { continue }
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
  static func blankingCode(_ text: String) -> [Character] {
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
  static func links(_ lines: [String]) -> [Link] {
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

  /// The index of the bracket that closes the one at `start`.
  static func matching(_ characters: [Character], from start: Int, open: Character, close: Character) -> Int? {
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

  /// A test named in a chapter: `["display name"](../Tests/Module/File.swift)`.
  struct TestReference {
    let name: String
    /// The test file, relative to the package root.
    let file: String
    let line: Int
  }

  /// Every link whose text is a quoted name and whose target is a Swift file under `Tests/`.
  static func testReferences(_ lines: [String], in path: String) -> [TestReference] {
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

  /// `target` (a relative link, maybe with `..`, maybe with an anchor) as a path from the package
  /// root, without the anchor.
  static func resolve(_ target: String, from folder: String) -> String {
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

  /// A `"…"` quotation in prose that is not the text of a link.
  static func unlinkedQuotes(_ lines: [String]) -> [(text: String, line: Int)] {
    paragraphs(lines).flatMap { paragraph -> [(text: String, line: Int)] in
      var characters = blankingCode(paragraph.text)
      // Blank out link texts, which `testReferences` reads.
      var index = 0
      while index < characters.count {
        if characters[index] == "[", let close = matching(characters, from: index, open: "[", close: "]"),
          close + 1 < characters.count, characters[close + 1] == "("
        {
          for blank in index...close { characters[blank] = " " }
          index = close + 1
        } else {
          index += 1
        }
      }
      var quotes: [(String, Int)] = []
      index = 0
      while index < characters.count {
        guard characters[index] == "\"", let close = characters[(index + 1)...].firstIndex(of: "\"") else {
          index += 1
          continue
        }
        quotes.append((String(characters[(index + 1)..<close]), paragraph.line(at: index)))
        index = close + 1
      }
      return quotes
    }
  }

  /// A `swift test` command written in a chapter, in a shell block or in inline code.
  struct TestCommand {
    let arguments: [String]
    let line: Int

    /// The values of its `--filter` options.
    var filters: [String] {
      arguments.indices.filter { arguments[$0] == "--filter" && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
    }
  }

  /// Every `swift test …` command, in shell blocks and in inline code, up to a `#` comment.
  static func testCommands(_ lines: [String]) -> [TestCommand] {
    var commands: [TestCommand] = []
    for block in blocks(lines) where ["sh", "bash", "shell", "console", ""].contains(block.language) {
      for (offset, line) in block.body.enumerated() {
        if let command = testCommand(line, line: block.openLine + 1 + offset) { commands.append(command) }
      }
    }
    for paragraph in paragraphs(lines) {
      var rest = Substring(paragraph.text)
      while let open = rest.firstIndex(of: "`") {
        let after = rest[rest.index(after: open)...]
        guard let close = after.firstIndex(of: "`") else { break }
        let offset = paragraph.text.distance(from: paragraph.text.startIndex, to: open)
        if let command = testCommand(String(after[..<close]), line: paragraph.line(at: offset)) {
          commands.append(command)
        }
        rest = after[after.index(after: close)...]
      }
    }
    return commands.sorted { $0.line < $1.line }
  }

  /// The command on `text`, if it is a `swift test` command.
  static func testCommand(_ text: String, line: Int) -> TestCommand? {
    var words = text.split(separator: " ").map(String.init)
    if let comment = words.firstIndex(where: { $0.hasPrefix("#") }) { words = Array(words[..<comment]) }
    // Environment assignments may come first: `UPDATE_LISTINGS=1 swift test …`.
    while let first = words.first, first.contains("=") { words.removeFirst() }
    guard words.count >= 2, words[0] == "swift", words[1] == "test" else { return nil }
    let arguments = words.dropFirst(2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    return TestCommand(arguments: Array(arguments), line: line)
  }
}

extension Markdown {
  /// The anchors GitHub gives a Markdown file: one per heading (lower case, punctuation dropped,
  /// spaces turned into hyphens, `-1`, `-2`… for repeats), plus explicit `<a id="…">`s.
  static func anchors(_ lines: [String]) -> Set<String> {
    var anchors = Set<String>()
    var seen: [String: Int] = [:]
    var inFence = false
    for line in lines {
      if line.hasPrefix("```") { inFence.toggle() }
      if inFence { continue }
      if line.hasPrefix("#") {
        let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
        let slug = Contents.slug(title)
        let count = seen[slug, default: 0]
        anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        seen[slug] = count + 1
      }
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

  /// Why an external link is not acceptable, or nil when it is: it must be an absolute http(s)
  /// URL, and a link into a GitHub repository's files must name a release tag or a commit, never
  /// a branch, so that what it shows cannot change under the reader.
  static func externalLinkProblem(_ target: String) -> String? {
    guard let url = URL(string: target), let scheme = url.scheme, ["http", "https"].contains(scheme),
      let host = url.host, host.contains(".")
    else { return "not a well-formed http(s) URL" }
    let parts = url.path.split(separator: "/").map(String.init)
    let reference: String?
    switch host {
    case "github.com", "www.github.com":
      reference = parts.count >= 4 && ["blob", "tree", "raw", "commits"].contains(parts[2]) ? parts[3] : nil
    case "raw.githubusercontent.com":
      reference = parts.count >= 3 ? parts[2] : nil
    default:
      reference = nil
    }
    guard let reference else { return nil }
    let isTag = reference.range(of: #"^v?[0-9]+(\.[0-9]+)+$"#, options: .regularExpression) != nil
    let isCommit = reference.range(of: #"^[0-9a-f]{40}$"#, options: .regularExpression) != nil
    return isTag || isCommit ? nil : "'\(reference)' is a branch, not a release tag or a commit"
  }
}
