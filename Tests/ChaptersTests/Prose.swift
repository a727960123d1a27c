import ChapterFormat
import Foundation

// What the checks read in prose beyond the chapter format (ChapterFormat's paragraphs and links):
// quotations, `swift test` commands and external links.

extension Markdown {
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
