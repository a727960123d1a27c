import Foundation

// The parts of a chapter the checks care about: fenced blocks and the comment just above each.
//
//     <!-- snippet: Sources/Step4_Sink/Sink.swift#sink -->      a listing of a source region
//     <!-- snippet: Sources/Step4_Sink/Sink.swift -->           a listing of a whole file
//     <!-- output: tour 4 -->                                    what `swift run tour 4` prints
//     <!-- not compiled: why -->                                 Swift that is deliberately not real source

/// What the HTML comment above a fenced block asks for.
enum BlockKind: Equatable {
  case snippet(path: String, region: String?)
  case output(arguments: [String])
  case notCompiled
  case plain
}

/// One fenced code block of a Markdown file.
struct FencedBlock {
  let kind: BlockKind
  /// The fence's info string (`swift`, `text`, `mermaid`, ...).
  let language: String
  /// Line numbers counting from 1: the opening fence, and the closing fence.
  let openLine: Int
  let closeLine: Int
  let body: [String]
}

enum Markdown {
  /// The kind named by a marker comment, or nil when the line is not a marker.
  static func marker(_ line: String) -> BlockKind? {
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

  /// Every fenced block, each with the marker on the line just above its opening fence.
  static func blocks(_ lines: [String]) -> [FencedBlock] {
    var blocks: [FencedBlock] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        index += 1
        continue
      }
      let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      let kind = index > 0 ? marker(lines[index - 1]) ?? .plain : .plain
      var close = index + 1
      while close < lines.count, !lines[close].hasPrefix("```") { close += 1 }
      blocks.append(
        FencedBlock(
          kind: kind, language: language, openLine: index + 1, closeLine: close + 1,
          body: Array(lines[min(index + 1, lines.count)..<min(close, lines.count)])))
      index = close + 1
    }
    return blocks
  }

  /// Every marker line that is not directly above a fenced block: a marker that guards nothing.
  static func strayMarkers(_ lines: [String]) -> [Int] {
    lines.indices.filter { index in
      marker(lines[index]) != nil && (index + 1 >= lines.count || !lines[index + 1].hasPrefix("```"))
    }.map { $0 + 1 }
  }

  /// The relative link targets of a Markdown text, with the line each is on.
  static func relativeLinks(_ lines: [String]) -> [(target: String, line: Int)] {
    links(lines).filter { !$0.isExternal && !$0.target.hasPrefix("mailto:") && !$0.target.isEmpty }
      .filter { !$0.target.hasPrefix("#") }
      .map { ($0.target, $0.line) }
  }
}
