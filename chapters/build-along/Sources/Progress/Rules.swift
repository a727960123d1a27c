import Foundation

// A stage's rules are its tests' display names, `@Test("…")`. They are read from the stage's test
// file, not from a test run, so that `progress` can list them while your code does not build, and
// `--verify` can check every rule has its hint and its line in the chapter.

/// The display names of the `@Test` functions in `source`, in order (ChapterFormat's reading,
/// TestNames.swift): the string literal that opens each `@Test(…)`, which may wrap onto the next
/// line. A test without one is named as Swift Testing names it, by its function: `nextPasses()`,
/// `identical(file:)`.
func ruleNames(inTestSource source: String) -> [String] {
  TestSource.tests(in: source).map(\.name)
}

/// The rules of `stage`, read from its test file in `package` and then from the files that extend its
/// suite (`Stage4_4+Trampoline.swift`), by name; empty when there are none.
func rules(of stage: Stage, in package: URL) -> [String] {
  let folder = package.appendingPathComponent("Tests/\(stage.testTarget)")
  let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
    $0 == "\(stage.suite).swift" || ($0.hasPrefix("\(stage.suite)+") && $0.hasSuffix(".swift"))
  }.sorted { ($0 == "\(stage.suite).swift" ? "" : $0) < ($1 == "\(stage.suite).swift" ? "" : $1) }
  return files.flatMap { file in
    ruleNames(inTestSource: (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "")
  }
}

/// The rule that a hang or crash message names in quotes, if it is one of `rules`.
func rule(namedIn message: String, among rules: [String]) -> String? {
  rules.first { message.contains("\"\($0)\"") }
}

/// How one rule did when its stage ran.
enum RuleOutcome {
  /// Its test ran and recorded no issue.
  case passed
  /// Its test recorded an issue, or was running when the stage hung or crashed.
  case failed
  /// Its test did not run: the stage stopped before it.
  case notRun
}

/// The mark a rule gets in `progress`'s list: ✓ passed, ✘ failed, · not run.
func mark(_ outcome: RuleOutcome?) -> String {
  switch outcome {
  case .passed: "✓"
  case .failed: "✘"
  case .notRun, nil: "·"
  }
}

/// The lines that list a stage's rules before the learner reads on: one line per rule, in the
/// chapter's order (the order of `rules`), each marked with how it did.
func ruleList(_ rules: [String], outcomes: [String: RuleOutcome]) -> [String] {
  rules.map { "  \(mark(outcomes[$0])) \($0)" }
}

/// `failing` in the chapter's order, the order of `rules`: the rule that comes first in the
/// section is the one to fix first, whichever failed first in time. A name that is not among
/// `rules` (a race reported for "a rule of this stage") comes last.
func inChapterOrder(_ failing: [String], rules: [String]) -> [String] {
  failing.enumerated().sorted { left, right in
    let (l, r) = (rules.firstIndex(of: left.element) ?? Int.max, rules.firstIndex(of: right.element) ?? Int.max)
    return l != r ? l < r : left.offset < right.offset
  }.map(\.element)
}
