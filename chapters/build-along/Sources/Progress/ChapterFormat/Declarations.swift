import Foundation

// The public declarations of a Swift file, read from its text with the test reader's lexer: what a
// skeleton file must declare for the learner's code to be the course's API. A declaration is its
// signature (attributes, modifiers, name, parameters, result, constraints, conformances) without
// its body, a stored property's initial value, comments or layout, so that the course's file and
// the skeleton's compare equal when their API is.

/// One public declaration: the declarations around it (a type's or an extension's header) and its
/// own signature, both in one spelling whatever the line breaks.
public struct PublicDeclaration: Hashable, Sendable, CustomStringConvertible {
  /// The headers of the types and extensions around it, outermost first: `extension ObservableType`.
  public let scope: [String]
  /// `public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element>`
  public let signature: String

  public var description: String { (scope + [signature]).joined(separator: " › ") }
}

public enum SwiftDeclarations {
  /// The public declarations of `source`, in order: those marked `public` or `open` inside public
  /// types or extensions, the requirements of a public protocol, the cases of a public enum, and
  /// the members of a `public extension`. A conformance to a type of `hidden` (the module's
  /// internal protocols) is left out of a header: a client cannot see it.
  public static func publicDeclarations(in source: String, hiding hidden: Set<String> = []) -> [PublicDeclaration] {
    var reader = DeclarationReader(tokens: SwiftLexer.tokens(source), hidden: hidden)
    reader.members(of: .file, scope: [])
    return reader.found
  }

  /// The types `source` declares (extensions aside), each with whether it is public.
  public static func types(in source: String) -> [(name: String, isPublic: Bool)] {
    var reader = DeclarationReader(tokens: SwiftLexer.tokens(source), hidden: [])
    reader.members(of: .file, scope: [])
    return reader.types
  }
}

/// What the declarations inside a pair of braces are members of.
private enum Container {
  case file
  /// A type: whether it is public (so that its `public` members are), a protocol's requirements
  /// and an enum's cases are public with it.
  case type(isPublic: Bool, kind: String)
  /// An extension: its members are public when marked so, or all of them when it is marked so.
  case `extension`(isPublic: Bool)

  /// Whether a member marked public (or open) is public.
  var passesPublic: Bool {
    switch self {
    case .file, .extension: true
    case .type(let isPublic, _): isPublic
    }
  }

  /// Whether a member is public without a modifier of its own.
  func publicByDefault(keyword: String) -> Bool {
    switch self {
    case .file: false
    case .extension(let isPublic): isPublic
    case .type(let isPublic, let kind): isPublic && (kind == "protocol" || (kind == "enum" && keyword == "case"))
    }
  }
}

private struct DeclarationReader {
  let tokens: [SwiftToken]
  let hidden: Set<String>
  var index = 0
  var found: [PublicDeclaration] = []
  var types: [(name: String, isPublic: Bool)] = []

  static let containers: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
  static let members: Set<String> = [
    "func", "init", "subscript", "deinit", "var", "let", "case", "typealias", "associatedtype", "macro",
  ]
  static let modifiers: Set<String> = [
    "public", "open", "internal", "private", "fileprivate", "package", "final", "static", "override", "mutating",
    "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "indirect", "dynamic", "nonisolated",
    "optional", "consuming", "borrowing", "isolated", "distributed", "prefix", "postfix", "infix",
  ]

  func token(_ i: Int) -> SwiftToken.Kind? { i < tokens.count ? tokens[i].kind : nil }

  func wordAt(_ i: Int) -> String? {
    if case .identifier(let word)? = token(i) { return word }
    return nil
  }

  /// Reads declarations until the `}` that closes `container` (left for the caller) or the end.
  mutating func members(of container: Container, scope: [String]) {
    while index < tokens.count {
      switch tokens[index].kind {
      case .punctuation("}"): return
      case .punctuation("{"):  // a block that is no declaration's: nothing public inside
        index = closing(from: index) + 1
        continue
      case .punctuation("#"):  // a compiler directive (`#if`, `#endif`): its line, not a declaration
        let line = tokens[index].line
        while index < tokens.count, tokens[index].line == line { index += 1 }
        continue
      default: break
      }
      let start = index
      var prefix: [SwiftToken] = []
      // Attributes, with their arguments when they follow at once: `@available(…)`, `@_spi(RawTraits)`.
      while case .attribute? = token(index) {
        prefix.append(tokens[index])
        index += 1
        if token(index) == .punctuation("("), tokens[index].line == tokens[index - 1].line {
          let end = closing(from: index)
          prefix += tokens[index...min(end, tokens.count - 1)]
          index = end + 1
        }
      }
      var modifiers: [String] = []
      while let word = wordAt(index),
        Self.modifiers.contains(word) || (word == "class" && wordAt(index + 1).map(Self.members.contains) == true)
      {
        prefix.append(tokens[index])
        modifiers.append(word)
        index += 1
        if token(index) == .punctuation("("), wordAt(index + 1) == "set" {  // `private(set)`
          let end = closing(from: index)
          prefix += tokens[index...min(end, tokens.count - 1)]
          index = end + 1
        }
      }
      let explicit = modifiers.contains("public") || modifiers.contains("open")
      let restricted = modifiers.contains { ["private", "fileprivate", "internal", "package"].contains($0) }
      guard let keyword = wordAt(index), Self.containers.contains(keyword) || Self.members.contains(keyword) else {
        index = max(index, start + 1)  // an expression or a statement: nothing to read
        continue
      }
      let isPublic =
        (explicit && container.passesPublic) || (!restricted && container.publicByDefault(keyword: keyword))
      if Self.containers.contains(keyword) {
        if keyword != "extension", let name = wordAt(index + 1) { types.append((name, isPublic)) }
        let header = withoutHiddenConformances(headerTokens())
        let signature = render(prefix + header)
        if keyword != "extension", isPublic { found.append(PublicDeclaration(scope: scope, signature: signature)) }
        guard token(index) == .punctuation("{") else { continue }
        index += 1
        let inner: Container =
          keyword == "extension"
          ? .extension(isPublic: explicit) : .type(isPublic: isPublic && container.passesPublic, kind: keyword)
        members(of: inner, scope: scope + [signature])
        index += 1  // its `}`
      } else {
        let inProtocol = if case .type(_, "protocol") = container { true } else { false }
        let signature = memberTokens(keyword: keyword, accessorsAreSignature: inProtocol)
        if isPublic { found.append(PublicDeclaration(scope: scope, signature: render(prefix + signature))) }
      }
    }
  }

  /// The index of the bracket that closes the one at `start`, counting brackets of its kind only
  /// (`->`'s `>` is no bracket, and a `<` in a body is a comparison); past the end when none does.
  func closing(from start: Int) -> Int {
    guard case .punctuation(let open) = tokens[start].kind,
      let pair = ([("(", ")"), ("[", "]"), ("{", "}"), ("<", ">")] as [(Character, Character)]).first(where: {
        $0.0 == open
      })?.1
    else { return start }
    var depth = 0
    for i in start..<tokens.count {
      guard case .punctuation(let p) = tokens[i].kind else { continue }
      if p == ">", i > 0, tokens[i - 1].kind == .punctuation("-") { continue }
      if p == open { depth += 1 }
      if p == pair {
        depth -= 1
        if depth == 0 { return i }
      }
    }
    return tokens.count
  }

  /// A type's or an extension's header, from its keyword to its `{` (left at `index`).
  mutating func headerTokens() -> [SwiftToken] {
    var header: [SwiftToken] = []
    var depth = 0
    while index < tokens.count {
      let kind = tokens[index].kind
      if depth == 0, kind == .punctuation("{") { break }
      depth += bracketChange(at: index)
      header.append(tokens[index])
      index += 1
    }
    return header
  }

  /// A header without its conformances to `hidden` types: the entries of the list after its `:`,
  /// up to a `where`, that are one such name.
  func withoutHiddenConformances(_ header: [SwiftToken]) -> [SwiftToken] {
    var depth = 0
    var colon: Int?
    var end = header.count
    for (i, token) in header.enumerated() {
      if case .punctuation(let p) = token.kind {
        if p == "<" || p == "(" { depth += 1 }
        if p == ">" || p == ")" { depth -= 1 }
        if p == ":", depth == 0, colon == nil { colon = i }
      }
      if token.kind == .identifier("where"), depth == 0 {
        end = i
        break
      }
    }
    guard let colon else { return header }
    var entries: [[SwiftToken]] = [[]]
    depth = 0
    for token in header[(colon + 1)..<end] {
      if case .punctuation(let p) = token.kind {
        if p == "<" || p == "(" { depth += 1 }
        if p == ">" || p == ")" { depth -= 1 }
        if p == ",", depth == 0 {
          entries.append([])
          continue
        }
      }
      entries[entries.count - 1].append(token)
    }
    let kept = entries.filter { entry in
      guard entry.count == 1, case .identifier(let name) = entry[0].kind else { return true }
      return !hidden.contains(name)
    }
    if kept.count == entries.count { return header }
    var result = Array(header[..<colon])
    if !kept.isEmpty {
      result.append(header[colon])
      for (n, entry) in kept.enumerated() {
        if n > 0 { result.append(SwiftToken(kind: .punctuation(","), line: entry.first?.line ?? 0)) }
        result += entry
      }
    }
    return result + header[end...]
  }

  /// A member's signature from its keyword: up to its body (skipped), a stored property's initial
  /// value (skipped), or the end of its statement. In a protocol, `{ get set }` is part of it.
  mutating func memberTokens(keyword: String, accessorsAreSignature: Bool) -> [SwiftToken] {
    var signature: [SwiftToken] = []
    var depth = 0
    var skipping = false  // past `=` of a stored property: its value is no API
    while index < tokens.count {
      let kind = tokens[index].kind
      if depth == 0, !signature.isEmpty, endsStatement(at: index) { break }
      if depth == 0, kind == .punctuation("}") { break }
      if depth == 0, kind == .punctuation("{"), !skipping || keyword == "var" {
        let end = closing(from: index)
        if accessorsAreSignature { signature += tokens[index...min(end, tokens.count - 1)] }
        index = end + 1
        break
      }
      if depth == 0, kind == .punctuation("="), ["var", "let"].contains(keyword),
        index + 1 < tokens.count, tokens[index + 1].kind != .punctuation("=")
      {
        skipping = true
      }
      depth += bracketChange(at: index)
      if !skipping { signature.append(tokens[index]) }
      index += 1
    }
    return signature
  }

  /// +1 for an opening bracket, -1 for a closing one (`->`'s `>` is no bracket), else 0.
  func bracketChange(at i: Int) -> Int {
    guard case .punctuation(let p) = tokens[i].kind else { return 0 }
    if p == ">", i > 0, tokens[i - 1].kind == .punctuation("-") { return 0 }
    if "([{<".contains(p) { return 1 }
    if ")]}>".contains(p) { return -1 }
    return 0
  }

  /// Whether a new statement starts at `i`: the first token of its line, where the line before
  /// does not go on (a trailing comma, `->`, an open bracket) and this one does not continue it
  /// (`->`, `where`, `throws`, a closing bracket).
  func endsStatement(at i: Int) -> Bool {
    guard i > 0, tokens[i].line > tokens[i - 1].line else { return false }
    switch tokens[i].kind {
    case .punctuation(let p) where ")]>.,:&=-?!{".contains(p): return false
    case .identifier(let w) where ["where", "throws", "rethrows", "async"].contains(w): return false
    default: break
    }
    if case .punctuation(let p) = tokens[i - 1].kind, "([<,:&=.".contains(p) { return false }
    if tokens[i - 1].kind == .punctuation(">"), i > 1, tokens[i - 2].kind == .punctuation("-") { return false }
    return true
  }

  /// Tokens as one line of Swift, spaced the same way whatever the source's layout.
  func render(_ tokens: [SwiftToken]) -> String {
    // Runs of operator characters are one operator: `->`, `==`, `...`.
    var parts: [(text: String, isOperator: Bool)] = []
    for token in tokens {
      switch token.kind {
      case .identifier(let w), .number(let w): parts.append((w, false))
      case .attribute(let a): parts.append(("@" + a, false))
      case .string(let s): parts.append(("\"" + s + "\"", false))
      case .punctuation(let p):
        let operatorCharacters = "=-+*/%<>!&|^~?."
        // A generic's brackets and an optional's `?` stand alone; `-` `>` is `->`.
        let joins =
          operatorCharacters.contains(p) && parts.last?.isOperator == true
          && !["<", ">", "?", "!"].contains(parts.last!.text) && (!"<>".contains(p) || parts.last!.text.hasSuffix("-"))
        if joins {
          parts[parts.count - 1].text.append(p)
        } else {
          parts.append((String(p), operatorCharacters.contains(p)))
        }
      }
    }
    var text = ""
    for (n, part) in parts.enumerated() {
      let previous = n > 0 ? parts[n - 1].text : ""
      let tight =
        text.isEmpty || [")", "]", ">", ",", ":", ".", "?", "!", "..."].contains(part.text)
        || ["(", "[", "<", "."].contains(previous)
        || (["(", "<"].contains(part.text) && !previous.isEmpty
          && (!parts[n - 1].isOperator || previous == ">" || previous == "?")
          && previous.first != "@" && previous != ":" && previous != ",")
      text += (tight ? "" : " ") + part.text
    }
    return text
  }
}
