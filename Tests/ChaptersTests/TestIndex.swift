import Foundation

/// One `@Test` of this package, found by reading the test sources (the chapters check cannot run
/// `swift test list` from inside `swift test`).
struct IndexedTest: Equatable {
  /// `Tests/Step4_SinkTests/SinkDisposerTests.swift`
  let file: String
  /// The display name given to `@Test("…")`, or nil when it has none.
  let displayName: String?
  /// The identifier Swift Testing matches `--filter` against:
  /// `Step4_SinkTests.SinkDisposerTests/disposeBeforeSet()`.
  let identifier: String
}

enum TestIndex {
  /// Every test under `Tests/`.
  static let all: [IndexedTest] = PackageFiles.swiftFiles.filter { $0.hasPrefix("Tests/") }.flatMap { path in
    parse(PackageFiles.lines(path) ?? [], file: path)
  }

  /// The tests declared in one file: each `@Test` attribute, the function after it, and the type
  /// around it. The module is the folder under `Tests/`.
  static func parse(_ lines: [String], file: String) -> [IndexedTest] {
    let parts = file.split(separator: "/")
    guard parts.count >= 3 else { return [] }
    let module = String(parts[1])
    var tests: [IndexedTest] = []
    var types: [(name: String, depth: Int)] = []  // the types around the current line
    var depth = 0
    var attribute: String?  // the text of an `@Test` attribute waiting for its function
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if attribute == nil, let type = typeName(trimmed) {
        types.append((type, depth))
      }
      depth += braceBalance(trimmed)
      // A type ends when the depth falls back to where it was declared (the tests open a type's
      // brace on the line that declares it).
      while let last = types.last, depth <= last.depth {
        types.removeLast()
      }
      if trimmed.hasPrefix("@Test") {
        attribute = ""
      }
      guard var text = attribute else { continue }
      // The attribute may wrap over several lines before the function.
      let function = functionSignature(trimmed)
      text +=
        " "
        + (function == nil ? trimmed : String(trimmed[..<(trimmed.range(of: "func ")?.lowerBound ?? trimmed.endIndex)]))
      attribute = text
      guard let function else { continue }
      let owner = types.isEmpty ? "\(module)." : "\(module).\(types.map(\.name).joined(separator: "/"))/"
      tests.append(IndexedTest(file: file, displayName: firstStringLiteral(text), identifier: owner + function))
      attribute = nil
    }
    return tests
  }

  /// Opening minus closing braces on a line, outside string literals.
  static func braceBalance(_ line: String) -> Int {
    var balance = 0
    var inString = false
    var escaped = false
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "{" {
        balance += 1
      } else if character == "}" {
        balance -= 1
      }
    }
    return balance
  }

  /// `Foo` for a line that declares `struct Foo`, `final class Foo` or `enum Foo`, else nil.
  static func typeName(_ line: String) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" }).map(String.init)
    guard let index = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) }),
      index + 1 < words.count,
      words[..<index].allSatisfy({ ["@Suite", "final", "private", "fileprivate", "public", "internal"].contains($0) })
    else { return nil }
    return words[index + 1]
  }

  /// `disposeBeforeSet()` or `relativeLinksResolve(path:)` for a line declaring that function.
  static func functionSignature(_ line: String) -> String? {
    guard let funcRange = line.range(of: "func ") else { return nil }
    let rest = line[funcRange.upperBound...]
    guard let open = rest.firstIndex(of: "(") else { return nil }
    let name = rest[..<open].split(separator: "<").first.map(String.init) ?? ""
    guard let close = rest[open...].firstIndex(of: ")") else { return nil }
    let labels = rest[rest.index(after: open)..<close].split(separator: ",").compactMap { parameter -> String? in
      let words = parameter.split(separator: ":", maxSplits: 1)[0].split(separator: " ")
      return words.first.map { "\($0):" }
    }
    return "\(name)(\(labels.joined()))"
  }

  /// The first `"…"` literal on the line, unescaped.
  static func firstStringLiteral(_ line: String) -> String? {
    guard let start = line.firstIndex(of: "\"") else { return nil }
    var text = ""
    var index = line.index(after: start)
    while index < line.endIndex, line[index] != "\"" {
      if line[index] == "\\" {
        index = line.index(after: index)
        guard index < line.endIndex else { break }
      }
      text.append(line[index])
      index = line.index(after: index)
    }
    return text
  }

  /// The tests a `swift test --filter PATTERN` selects: Swift Testing matches the pattern as a
  /// regular expression against each test's identifier.
  static func selected(by pattern: String) -> [IndexedTest] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return all.filter { test in
      regex.firstMatch(in: test.identifier, range: NSRange(test.identifier.startIndex..., in: test.identifier)) != nil
    }
  }
}
