import Foundation

// Fenced blocks, and the marker comment just above a block that says what it must hold:
//
//     <!-- snippet: Sources/Step4_Sink/Sink.swift#sink -->      a listing of a source region
//     <!-- snippet: Sources/Step4_Sink/Sink.swift -->           a listing of a whole file
//     <!-- output: tour 4 -->                                    what `swift run tour 4` prints
//     <!-- not compiled: why -->                                 Swift that is deliberately not real source

/// What the HTML comment above a fenced block asks for.
public enum BlockKind: Equatable, Sendable {
  case snippet(path: String, region: String?)
  case output(arguments: [String])
  case notCompiled
  case plain
}

/// One fenced code block of a Markdown file.
public struct FencedBlock: Equatable, Sendable {
  /// What the marker comment on the line above the opening fence asks for.
  public let kind: BlockKind
  /// The fence's language, the first word of its info string (`swift`, `text`, `mermaid`, …).
  public let language: String
  /// The whole info string after the fence: `swift, nocopy`.
  public let info: String
  /// What stands before the opening fence: the spaces of a list item's indentation.
  public let indent: String
  /// Line numbers counting from 1: the opening fence, and the closing fence (one past the last
  /// line when the block is never closed).
  public let openLine: Int
  public let closeLine: Int
  /// The lines between the fences, as written.
  public let body: [String]
}

/// The Markdown files of the course, read as the checks and the tools read them.
public enum Markdown {
  /// The kind named by a marker comment, or nil when the line is not one.
  public static func marker(_ line: String) -> BlockKind? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let inner = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    if inner.hasPrefix("snippet:") {
      let reference = inner.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces)
      let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
      return .snippet(path: parts.first ?? "", region: parts.count > 1 ? parts[1] : nil)
    }
    if inner.hasPrefix("output:") {
      let words = inner.dropFirst("output:".count).split(separator: " ").map(String.init)
      guard words.first == "tour" else { return nil }
      return .output(arguments: Array(words.dropFirst()))
    }
    if inner.hasPrefix("not compiled:") { return .notCompiled }
    return nil
  }

  /// The opening fence on `line`, if it is one: its indentation, its fence (three or more
  /// backticks or tildes) and its info string.
  static func openingFence(_ line: String) -> (indent: String, fence: String, info: String)? {
    let indent = String(line.prefix { $0 == " " || $0 == "\t" })
    let rest = line.dropFirst(indent.count)
    guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
    let fence = String(rest.prefix { $0 == mark })
    guard fence.count >= 3 else { return nil }
    let info = rest.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
    // A backtick fence's info string holds no backtick: "```a``" is inline code.
    guard mark == "~" || !info.contains("`") else { return nil }
    return (indent, fence, info)
  }

  /// Whether `line` closes a block opened by `fence`: the same character, at least as many, and
  /// nothing else but spaces.
  static func closes(_ line: String, fence: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let mark = fence.first, trimmed.count >= fence.count else { return false }
    return trimmed.allSatisfy { $0 == mark }
  }

  /// Every fenced block, each with the marker on the line just above its opening fence. A fence
  /// may be indented (inside a list item); it is closed by the same fence, or longer.
  public static func blocks(_ lines: [String]) -> [FencedBlock] {
    var blocks: [FencedBlock] = []
    var index = 0
    while index < lines.count {
      guard let (indent, fence, info) = openingFence(lines[index]) else {
        index += 1
        continue
      }
      let kind = index > 0 ? marker(lines[index - 1]) ?? .plain : .plain
      var close = index + 1
      while close < lines.count, !closes(lines[close], fence: fence) { close += 1 }
      let language = String(info.prefix { !$0.isWhitespace && $0 != "," && $0 != "{" })
      blocks.append(
        FencedBlock(
          kind: kind, language: language, info: info, indent: indent, openLine: index + 1, closeLine: close + 1,
          body: Array(lines[(index + 1)..<min(close, lines.count)])))
      index = close + 1
    }
    return blocks
  }

  /// The indices (from 0) of every line of a fenced block, fences included.
  public static func fencedLines(_ lines: [String]) -> Set<Int> {
    Set(blocks(lines).flatMap { ($0.openLine - 1)..<min($0.closeLine, lines.count) })
  }

  /// Every marker line (counting from 1) that is not directly above a fenced block: a marker that
  /// guards nothing.
  public static func strayMarkers(_ lines: [String]) -> [Int] {
    let opening = Set(blocks(lines).map { $0.openLine - 1 })
    let fenced = fencedLines(lines)
    return lines.indices.filter { index in
      !fenced.contains(index) && marker(lines[index]) != nil && !opening.contains(index + 1)
    }.map { $0 + 1 }
  }
}
