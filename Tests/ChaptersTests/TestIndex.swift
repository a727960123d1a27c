import ChapterFormat
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

  /// The tests declared in one file (ChapterFormat's `TestSource` reads them). The module is the
  /// folder under `Tests/`.
  static func parse(_ lines: [String], file: String) -> [IndexedTest] {
    let parts = file.split(separator: "/")
    guard parts.count >= 3 else { return [] }
    return TestSource.tests(in: lines.joined(separator: "\n")).map {
      IndexedTest(file: file, displayName: $0.displayName, identifier: $0.identifier(module: String(parts[1])))
    }
  }

  /// The first `"…"` literal on the line, unescaped (ChapterFormat's reading).
  static func firstStringLiteral(_ line: String) -> String? { TestSource.firstStringLiteral(line) }

  /// Opening minus closing braces on a line, outside string literals (ChapterFormat's reading).
  static func braceBalance(_ line: String) -> Int { TestSource.braceBalance(line) }

  /// The tests a `swift test --filter PATTERN` selects: Swift Testing matches the pattern as a
  /// regular expression against each test's identifier.
  static func selected(by pattern: String) -> [IndexedTest] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return all.filter { test in
      regex.firstMatch(in: test.identifier, range: NSRange(test.identifier.startIndex..., in: test.identifier)) != nil
    }
  }
}
