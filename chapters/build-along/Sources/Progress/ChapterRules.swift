import Foundation

// Each section a stage checks lists the stage's rules before its first listing, so that a learner
// can write from the rules and keep the listing for afterwards. The list is a table under a marker
// comment, written from the stage's tests by `progress --write-rules` and checked by `--verify`:
//
//     <!-- rules: stage 3.3, from its tests (progress --write-rules) -->
//     | [Build it yourself](build-along/README.md), stage 3.3, checks that |
//     |---|
//     | next events pass through to the handler in order |

/// The marker comment above a stage's table of rules.
func rulesMarker(_ stage: Stage) -> String {
  "<!-- rules: stage \(stage.id), from its tests (progress --write-rules) -->"
}

/// The lines of `stage`'s table of rules: the marker, a heading, one row per rule.
func rulesTable(_ stage: Stage, rules: [String]) -> [String] {
  let escaped = rules.map { rule in
    rule.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "<", with: "\\<").replacingOccurrences(of: "*", with: "\\*")
      .replacingOccurrences(of: "_", with: "\\_")
  }
  return [
    rulesMarker(stage), "| [Build it yourself](build-along/README.md), stage \(stage.id), checks that |", "|---|",
  ]
    + escaped.map { "| \($0) |" }
}

/// The lines of a chapter's stage section, from its heading to the next heading of the same or a
/// higher level (ChapterFormat's reading); nil when there is no such heading.
func sectionRange(_ section: String, in lines: [String]) -> Range<Int>? {
  Markdown.section(section, in: lines)
}

/// `lines` with `stage`'s table replaced by `table`, or inserted before the section's first
/// listing of real source (its `Filename:` line; a sketch marked `not compiled` is no answer), or
/// else at the section's end; nil when the chapter has no such section.
func writingRules(_ table: [String], of stage: Stage, into lines: [String]) -> [String]? {
  guard let section = sectionRange(stage.section, in: lines) else { return nil }
  var lines = lines
  if let marker = section.first(where: { lines[$0] == rulesMarker(stage) }) {
    var end = marker
    while end < lines.count, !lines[end].isEmpty { end += 1 }
    lines.replaceSubrange(marker..<end, with: table)
    return lines
  }
  let listing = section.first { index in
    let line = lines[index]
    guard case .snippet = Markdown.marker(line) else { return line.hasPrefix("Filename:") }
    return !lines[index - 1].hasPrefix("Filename:")
  }
  if let listing {
    lines.insert(contentsOf: table + [""], at: listing)
  } else {
    var end = section.upperBound
    while end > section.lowerBound + 1, lines[end - 1].isEmpty { end -= 1 }
    lines.insert(contentsOf: [""] + table, at: end)
  }
  return lines
}

/// The chapters whose stage tables differ from the stages' tests, with the text each should
/// have; a problem for each section that cannot be found.
func chapterRules(_ stages: [Stage], chapters: URL, package: URL) -> (
  rewritten: [(file: URL, text: String)], problems: [String]
) {
  var rewritten: [(URL, String)] = []
  var problems: [String] = []
  for chapter in Set(stages.map(\.chapter)).sorted() {
    let file = chapters.appendingPathComponent(chapter)
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    var lines = text.components(separatedBy: "\n")
    for stage in stages where stage.chapter == chapter {
      let table = rulesTable(stage, rules: rules(of: stage, in: package))
      if let written = writingRules(table, of: stage, into: lines) {
        lines = written
      } else {
        problems.append("\(stage.id): no section «\(stage.section)» in \(chapter) to list its rules in")
      }
    }
    let newText = lines.joined(separator: "\n")
    if newText != text { rewritten.append((file, newText)) }
  }
  return (rewritten, problems)
}
