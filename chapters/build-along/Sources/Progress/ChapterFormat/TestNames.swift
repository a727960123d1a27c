import Foundation

// The tests of a Swift Testing source, read from its text: a chapter names a test by its display
// name and a `swift test --filter` selects it by its identifier, and a stage's rules are its
// tests' display names. Read without running anything, so that `progress` can list a stage's
// rules while the learner's code does not build, and the chapters check can check a name from
// inside `swift test`.

/// One `@Test` function of a source file.
public struct DeclaredTest: Equatable, Sendable {
  /// The string literal that opens the attribute, `@Test("…")`, its escapes resolved; nil when the
  /// attribute has none.
  public let displayName: String?
  /// The function as Swift Testing names it: `disposeBeforeSet()`, `identical(file:)`.
  public let function: String
  /// The types (and extended types) around it, outermost first.
  public let types: [String]
  /// The line of its `@Test`, counting from 1.
  public let line: Int
  /// The lines between its body's braces, dedented (empty when the body is on one line).
  public let body: [String]

  /// The name a reader sees: the display name, or else the function.
  public var name: String { displayName ?? function }

  /// The identifier `swift test --filter` matches: `Step4_SinkTests.SinkDisposerTests/disposeBeforeSet()`.
  public func identifier(module: String) -> String {
    types.isEmpty ? "\(module).\(function)" : "\(module).\(types.joined(separator: "/"))/\(function)"
  }
}

public enum TestSource {
  /// Every `@Test` function of `source`, in order.
  public static func tests(in source: String) -> [DeclaredTest] {
    let lines = source.components(separatedBy: "\n")
    let tokens = SwiftLexer.tokens(source)
    var tests: [DeclaredTest] = []
    var scopes: [(name: String, depth: Int)] = []
    var pendingType: String?
    var depth = 0
    var index = 0
    func token(_ i: Int) -> SwiftToken? { i < tokens.count ? tokens[i] : nil }
    while index < tokens.count {
      let current = tokens[index]
      switch current.kind {
      case .punctuation("{"):
        depth += 1
        if let type = pendingType {
          scopes.append((type, depth))
          pendingType = nil
        }
      case .punctuation("}"):
        if scopes.last?.depth == depth { scopes.removeLast() }
        depth -= 1
      case .punctuation(";"):
        pendingType = nil
      case .identifier(let word) where ["struct", "class", "enum", "actor", "extension", "protocol"].contains(word):
        // `class func`, `class var`: a member, not a type.
        if case .identifier(let name)? = token(index + 1)?.kind,
          !["func", "var", "let", "subscript", "init", "static", "final", "override"].contains(name)
        {
          var type = name
          var next = index + 2
          while case .punctuation(".")? = token(next)?.kind, case .identifier(let part)? = token(next + 1)?.kind {
            type += ".\(part)"
            next += 2
          }
          pendingType = type
          index = next - 1
        }
      case .attribute("Test"):
        if let (test, end) = parseTest(tokens, at: index, lines: lines, types: scopes.map(\.name)) {
          tests.append(test)
          index = end
          continue
        }
      default:
        break
      }
      index += 1
    }
    return tests
  }

  /// The test whose `@Test` is `tokens[start]`, and the index of the first token after its
  /// signature (its body is read, not skipped, so that nested braces keep the depth right).
  private static func parseTest(_ tokens: [SwiftToken], at start: Int, lines: [String], types: [String]) -> (
    DeclaredTest, Int
  )? {
    var index = start + 1
    var displayName: String?
    if index < tokens.count, tokens[index].kind == .punctuation("(") {
      if index + 1 < tokens.count, case .string(let value) = tokens[index + 1].kind { displayName = value }
      index = closing(tokens, from: index, open: "(", close: ")") + 1
    }
    while index < tokens.count, tokens[index].kind != .identifier("func") {
      // Another declaration first: this `@Test` was not on a function.
      if case .punctuation(let p) = tokens[index].kind, p == "{" || p == "}" { return nil }
      index += 1
    }
    guard index + 1 < tokens.count, case .identifier(let name) = tokens[index + 1].kind else { return nil }
    index += 2
    if index < tokens.count, tokens[index].kind == .punctuation("<") {
      index = closing(tokens, from: index, open: "<", close: ">") + 1
    }
    guard index < tokens.count, tokens[index].kind == .punctuation("(") else { return nil }
    let close = closing(tokens, from: index, open: "(", close: ")")
    var labels: [String] = []
    var expectingLabel = true
    var nesting = 0
    for token in tokens[(index + 1)..<min(close, tokens.count)] {
      switch token.kind {
      case .punctuation("("), .punctuation("["), .punctuation("<"): nesting += 1
      case .punctuation(")"), .punctuation("]"), .punctuation(">"): nesting -= 1
      case .punctuation(","):
        if nesting == 0 { expectingLabel = true }
      case .identifier(let word):
        if expectingLabel && nesting == 0 {
          labels.append(word + ":")
          expectingLabel = false
        }
      default: break
      }
    }
    var body: [String] = []
    var open = close + 1
    while open < tokens.count, tokens[open].kind != .punctuation("{") { open += 1 }
    if open < tokens.count {
      let end = closing(tokens, from: open, open: "{", close: "}")
      if end < tokens.count, tokens[end].line > tokens[open].line + 1 {
        body = Regions.dedent(Array(lines[tokens[open].line..<(tokens[end].line - 1)]))
      }
    }
    let test = DeclaredTest(
      displayName: displayName, function: "\(name)(\(labels.joined()))", types: types, line: tokens[start].line,
      body: body)
    return (test, close + 1)
  }

  /// The index of the token that closes the bracket at `start` (`->`'s `>` is no bracket); past
  /// the end when nothing does.
  private static func closing(_ tokens: [SwiftToken], from start: Int, open: Character, close: Character) -> Int {
    var depth = 0
    for index in start..<tokens.count {
      guard case .punctuation(let p) = tokens[index].kind else { continue }
      if p == close, close == ">", index > 0, tokens[index - 1].kind == .punctuation("-") { continue }
      if p == open { depth += 1 }
      if p == close {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return tokens.count
  }

  /// The first `"…"` literal on a line, its escapes resolved; nil when there is none.
  public static func firstStringLiteral(_ line: String) -> String? {
    SwiftLexer.tokens(line).lazy.compactMap { token -> String? in
      if case .string(let value) = token.kind { return value }
      return nil
    }.first
  }

  /// Opening minus closing braces on a line, outside string literals and comments.
  public static func braceBalance(_ line: String) -> Int {
    SwiftLexer.tokens(line).reduce(0) { balance, token in
      switch token.kind {
      case .punctuation("{"): balance + 1
      case .punctuation("}"): balance - 1
      default: balance
      }
    }
  }
}

/// A token of Swift source, as far as the readers of tests and declarations need: words,
/// attributes, string literals (their value), numbers and single punctuation characters. Comments
/// and spaces are dropped.
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    case identifier(String)
    case attribute(String)
    case string(String)
    case number(String)
    case punctuation(Character)
  }

  let kind: Kind
  /// Counting from 1.
  let line: Int
}

/// Splits Swift source into tokens, skipping comments and reading string literals whole: plain,
/// multi-line and raw (`#"…"#`), with interpolations.
struct SwiftLexer {
  private let characters: [Character]
  private var index = 0
  private var line = 1

  private init(_ source: String) {
    characters = Array(source)
  }

  /// The tokens of `source`.
  static func tokens(_ source: String) -> [SwiftToken] {
    var lexer = SwiftLexer(source)
    return lexer.tokens()
  }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func advance() {
    if characters[index] == "\n" { line += 1 }
    index += 1
  }

  private mutating func tokens() -> [SwiftToken] {
    var result: [SwiftToken] = []
    while let c = peek() {
      if c.isWhitespace {
        advance()
      } else if c == "/", peek(1) == "/" {
        while let d = peek(), d != "\n" { advance() }
      } else if c == "/", peek(1) == "*" {
        skipBlockComment()
      } else if c == "\"" || (c == "#" && isRawStringStart()) {
        let start = line
        result.append(SwiftToken(kind: .string(readString()), line: start))
      } else if c == "@", let next = peek(1), next.isLetter || next == "_" {
        let start = line
        advance()
        result.append(SwiftToken(kind: .attribute(readWord()), line: start))
      } else if c.isLetter || c == "_" || c == "$" {
        let start = line
        result.append(SwiftToken(kind: .identifier(readWord()), line: start))
      } else if c.isNumber {
        let start = line
        var number = ""
        while let d = peek(), d.isLetter || d.isNumber || d == "_" || (d == "." && peek(1)?.isNumber == true) {
          number.append(d)
          advance()
        }
        result.append(SwiftToken(kind: .number(number), line: start))
      } else {
        result.append(SwiftToken(kind: .punctuation(c), line: line))
        advance()
      }
    }
    return result
  }

  private mutating func readWord() -> String {
    var word = ""
    while let c = peek(), c.isLetter || c.isNumber || c == "_" || c == "$" {
      word.append(c)
      advance()
    }
    return word
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while let c = peek() {
      if c == "/", peek(1) == "*" {
        depth += 1
        advance()
      } else if c == "*", peek(1) == "/" {
        depth -= 1
        advance()
        if depth == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  private func isRawStringStart() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  /// Reads a string literal from its first character (`#` or `"`) and returns its value, with
  /// escapes resolved and interpolations kept as written.
  private mutating func readString() -> String {
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      advance()
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    let terminator = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    var value = ""
    while let c = peek() {
      if matches(terminator) {
        for _ in 0..<terminator.count { advance() }
        break
      }
      if !multiline && c == "\n" { break }
      if matches(escape) {
        for _ in 0..<escape.count { advance() }
        guard let e = peek() else { break }
        if e == "(" {
          value += "\\(" + readInterpolation() + ")"
          continue
        }
        advance()
        switch e {
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "0": value.append("\0")
        case "u":
          var digits = ""
          if peek() == "{" {
            advance()
            while let d = peek(), d != "}" {
              digits.append(d)
              advance()
            }
            if peek() == "}" { advance() }
          }
          if let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) { value.unicodeScalars.append(scalar) }
        case "\n": while let d = peek(), d == " " || d == "\t" { advance() }  // a line continuation
        default: value.append(e)
        }
        continue
      }
      value.append(c)
      advance()
    }
    return value
  }

  /// Reads an interpolation from its `(` to the matching `)`, strings inside it included, and
  /// returns what is between them.
  private mutating func readInterpolation() -> String {
    var depth = 0
    var text = ""
    while let c = peek() {
      if c == "\"" || (c == "#" && isRawStringStart()) {
        text += "\"" + readString() + "\""
        continue
      }
      advance()
      if c == "(" {
        depth += 1
        if depth == 1 { continue }
      } else if c == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      text.append(c)
    }
    return text
  }

  private func matches(_ text: String) -> Bool {
    for (offset, c) in text.enumerated() where peek(offset) != c { return false }
    return true
  }
}
