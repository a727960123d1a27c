import ChapterFormat
import Foundation

/// A chapter's figures are Mermaid blocks. Each carries its caption and the description a reader
/// who cannot see it gets (the image's alt text), in Mermaid's own accessibility lines, which a
/// Markdown viewer's drawing keeps too and `docs/build` turns into the site's caption and alt text:
///
///     ```mermaid
///     flowchart TB
///       accTitle: One subscription of just(4).filter.map, and who holds whom
///       accDescr: A flowchart. On the left, the chain of producers: ...
enum Figures {
  struct Figure {
    let line: Int
    let caption: String?
    let description: String?
    let source: [String]
  }

  /// Every Mermaid block of a Markdown file, with its caption and description.
  static func figures(_ lines: [String]) -> [Figure] {
    Markdown.blocks(lines).filter { $0.language == "mermaid" }.map { block in
      Figure(
        line: block.openLine, caption: value("accTitle", in: block.body),
        description: value("accDescr", in: block.body) ?? multiLineDescription(block.body), source: block.body)
    }
  }

  /// The text after `key:` on its line, or nil.
  static func value(_ key: String, in body: [String]) -> String? {
    for line in body {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(key) else { continue }
      let rest = trimmed.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
      if rest.hasPrefix(":") { return rest.dropFirst().trimmingCharacters(in: .whitespaces) }
    }
    return nil
  }

  /// The text of an `accDescr { … }` block, or nil.
  static func multiLineDescription(_ body: [String]) -> String? {
    guard let start = body.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("accDescr {") })
    else { return nil }
    var text: [String] = []
    for line in body[start...] {
      let part = line.replacingOccurrences(of: "accDescr {", with: "")
      text.append(part.replacingOccurrences(of: "}", with: ""))
      if line.contains("}") { break }
    }
    return text.joined(separator: " ").split(separator: " ").joined(separator: " ")
  }

  /// What is wrong with a figure's caption and description.
  static func problems(_ figure: Figure) -> [String] {
    var problems: [String] = []
    guard let caption = figure.caption, !caption.isEmpty else {
      return ["a figure needs a caption: a line «accTitle: …» after the diagram's first line"]
    }
    if caption.hasSuffix(".") { problems.append("a caption has no final period (the site adds one after it)") }
    guard let description = figure.description, !description.isEmpty else {
      return problems + ["a figure needs a description of the picture: a line «accDescr: …»"]
    }
    if description == caption || description.split(separator: " ").count < 12 {
      problems.append("the description (accDescr) says what the picture shows, in a sentence or more: not the caption")
    }
    if figure.source.contains(where: { $0.contains("%%{") && $0.contains("\"wrap\"") }) {
      problems.append("a figure does not let Mermaid wrap its text: it breaks identifiers; use <br/> between words")
    }
    return problems
  }
}
