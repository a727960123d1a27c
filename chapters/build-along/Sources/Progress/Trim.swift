// A failed check's message, shortened where it lists a long collection: a rule that sends 2,000
// numbers from many threads would otherwise print all 2,000, twice, and push the rule's own words
// off the screen. The first and last elements stay, so that the message still shows where the two
// sides differ when they differ at an end; the count says how many were left out.

/// How many elements a printed collection may have before it is shortened.
let longestCollection = 12

/// `message` with every bracketed list of more than `longestCollection` elements shortened to its
/// first five and last two, and the number left out between them:
/// `[0, 1, 2, 3, 4, … 1993 more …, 1998, 1999]`. Nested lists are shortened the same way.
func trimmed(_ message: String) -> String {
  var output = ""
  var rest = Substring(message)
  while let open = rest.firstIndex(of: "[") {
    output += rest[..<open]
    guard let close = matchingBracket(in: rest, from: open) else {
      output += rest[open...]
      return output
    }
    let inner = rest[rest.index(after: open)..<close]
    let elements = topLevelElements(of: inner).map { trimmed(String($0)).trimmingSpaces() }
    if elements.count > longestCollection {
      let left = elements.count - 7
      output += "[" + (elements.prefix(5) + ["… \(left) more …"] + elements.suffix(2)).joined(separator: ", ") + "]"
    } else {
      output += "[" + trimmed(String(inner)) + "]"
    }
    rest = rest[rest.index(after: close)...]
  }
  return output + rest
}

/// The index of the `]` that closes the `[` at `open`, skipping string literals; nil when none does.
private func matchingBracket(in text: Substring, from open: Substring.Index) -> Substring.Index? {
  var depth = 0
  var inString = false
  var index = open
  while index < text.endIndex {
    let character = text[index]
    if character == "\"" { inString.toggle() }
    if !inString {
      if character == "[" { depth += 1 }
      if character == "]" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    index = text.index(after: index)
  }
  return nil
}

/// The comma-separated parts of a list's inside, commas inside nested brackets, parentheses or
/// strings not counting.
private func topLevelElements(of inner: Substring) -> [Substring] {
  guard !inner.allSatisfy(\.isWhitespace) else { return [] }
  var parts: [Substring] = []
  var depth = 0
  var inString = false
  var start = inner.startIndex
  var index = inner.startIndex
  while index < inner.endIndex {
    let character = inner[index]
    if character == "\"" { inString.toggle() }
    if !inString {
      if "[(".contains(character) { depth += 1 }
      if "])".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(inner[start..<index])
        start = inner.index(after: index)
      }
    }
    index = inner.index(after: index)
  }
  parts.append(inner[start...])
  return parts
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// How many lines of each further failing rule's message `progress` prints.
let alsoLines = 2

/// A failing rule's message as `progress` prints it, indented under `At:`: whole for the first
/// failing rule; for each other, its first `alsoLines` lines, the last ending in " …" when lines
/// were left out, so that a stage of many failing rules still reads as one cause and a list (each
/// comes first, whole, once the rules before it pass).
func messageLines(_ issue: String, whole: Bool) -> [String] {
  let lines = trimmed(issue).split(separator: "\n").map { "       " + $0 }
  guard !whole, lines.count > alsoLines else { return lines }
  return Array(lines.prefix(alsoLines - 1)) + [lines[alsoLines - 1] + " …"]
}
