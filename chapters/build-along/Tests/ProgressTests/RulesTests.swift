import Foundation
import Testing

@testable import Progress

@Suite("progress: a stage's rules and their hints")
struct RulesTests {
  @Test(
    "a rule is the string that opens each @Test attribute, also when it wraps or escapes a quote, else the function's name"
  )
  func parsesRules() {
    let source = """
      @Suite("4.6 SinkDisposer") struct Stage4_6 {
        @Test("disposed before \\"set\\", it disposes at once")
        func one() {}
        @Test(
          "a handler that sends into its own subject is not deadlocked",
          .timeLimit(.minutes(1)))
        func two() { let text = "not a rule" }
        @Test("every file", arguments: ["a", "b"])
        func three(file: String) {}
        @Test func unnamed() {}
        @Test(arguments: ["x"]) func byArgument(value: String) {}
      }
      """
    #expect(
      ruleNames(inTestSource: source) == [
        "disposed before \"set\", it disposes at once", "a handler that sends into its own subject is not deadlocked",
        "every file", "unnamed()", "byArgument(value:)",
      ])
  }

  @Test("every stage of the table has rules read from its test file")
  func everyStageHasRules() {
    for stage in stages {
      #expect(!rules(of: stage, in: packageFolder).isEmpty, "stage \(stage.id): no rules read")
    }
  }

  @Test("a stage's rules come from its file, then from the files that extend its suite, and no other")
  func rulesFromExtensions() throws {
    let scratch = try Scratch()
    let stage = Stage(id: "4.4", suite: "Stage4_4", chapter: "04-sink.md", section: "S", files: [])
    try scratch.write("@Test(\"main rule\") func a() {}", to: "Tests/Step4Stages/Stage4_4.swift")
    try scratch.write("@Test(\"trampoline rule\") func b() {}", to: "Tests/Step4Stages/Stage4_4+Trampoline.swift")
    try scratch.write("@Test(\"bag rule\") func c() {}", to: "Tests/Step4Stages/Stage4_4+Bag.swift")
    try scratch.write("@Test(\"another stage\") func d() {}", to: "Tests/Step4Stages/Stage4_44.swift")
    #expect(rules(of: stage, in: scratch.url) == ["main rule", "bag rule", "trampoline rule"])
  }

  @Test("every failing rule is marked ✘, a passing one ✓, one that did not run ·, in the chapter's order")
  func everyFailingRuleMarked() {
    let rules = ["first", "second", "third", "fourth"]
    let outcomes: [String: RuleOutcome] = ["first": .passed, "second": .failed, "third": .failed, "fourth": .notRun]
    #expect(ruleList(rules, outcomes: outcomes) == ["  ✓ first", "  ✘ second", "  ✘ third", "  · fourth"])
  }

  @Test("the failing rules are put in the chapter's order, whichever failed first in time")
  func failuresInChapterOrder() {
    let rules = ["a", "b", "c", "d"]
    #expect(inChapterOrder(["d", "b", "c"], rules: rules) == ["b", "c", "d"])
    #expect(inChapterOrder(["a rule of this stage", "c", "a"], rules: rules) == ["a", "c", "a rule of this stage"])
  }

  @Test("--verify reports a rule that uses nothing its stage writes, and a rule about threads that starts none")
  func promisesChecked() throws {
    let scratch = try Scratch()
    let stage = Stage(id: "6.1", suite: "Stage6_1", chapter: "06-subjects.md", section: "S", files: ["Dispatch.swift"])
    try scratch.write(
      "public func dispatch<Element>(_ bag: Bag<Element>) {}", to: "Sources/Step6_Subjects/Dispatch.swift")
    try scratch.write(
      """
      @Test("a copy is a snapshot") func copy() { var bag = Bag<Int>(); _ = bag.insert(1) }
      @Test("events from many threads reach dispatch") func threads() { dispatch(Bag<Int>()) }
      @Test("dispatch visits the bag from two threads") func twoThreads() {
        onThreads(2) { _ in dispatch(Bag<Int>()) }
      }
      @Test("a helper's thread counts: dispatch from another thread") func helper() { Racer().run() }
      """, to: "Tests/Step6Stages/Stage6_1.swift")
    try scratch.write(
      """
      private final class Racer {
        func run() {
          Thread { dispatch(Bag<Int>()) }.start()
        }
      }
      """, to: "Tests/Step6Stages/Stage6_1+Racer.swift")
    #expect(
      promiseProblems([stage], in: scratch.url) == [
        "6.1: the rule \"a copy is a snapshot\" uses nothing that Dispatch.swift declare: it belongs to the stage that writes what it checks",
        "6.1: the rule \"events from many threads reach dispatch\" speaks of threads, but starts none",
      ])
  }

  @Test("a hang or crash message names its rule in quotes")
  func ruleOfAMessage() {
    let message = "\"b c\" did not finish within 30 s: a deadlock or an endless loop"
    #expect(rule(namedIn: message, among: ["a", "b c"]) == "b c")
    #expect(rule(namedIn: "this stage ended the test process", among: ["a"]) == nil)
  }

  @Test("--verify reports a rule with no hint, a hint for no rule, and a hint with code in it")
  func hintProblemsFound() throws {
    let scratch = try Scratch()
    let stage = Stage(id: "3.1", suite: "Stage3_1", chapter: "03-events.md", section: "S", files: [])
    try scratch.write(
      """
      @Test("first rule") func a() {}
      @Test("second rule") func b() {}
      @Test("third rule") func c() {}
      """, to: "Tests/Step3Stages/Stage3_1.swift")
    try scratch.write(
      """
      # Hints for Step 3

      ## 3.1 S

      ### first rule

      Think about the flag.

      ### second rule

      ```swift
      flag = true
      ```

      ### a rule that is gone

      Old words.
      """, to: "hints/Step3.md")
    let problems = hintProblems([stage], in: scratch.url)
    #expect(problems.count == 3, "\(problems)")
    #expect(problems.contains { $0.contains("no hint") && $0.contains("\"third rule\"") })
    #expect(problems.contains { $0.contains("\"a rule that is gone\"") && $0.contains("not a rule") })
    #expect(problems.contains { $0.contains("\"second rule\"") && $0.contains("code block") })
  }

  @Test("the hint of a rule is the text under its heading, in its stage's section")
  func hintOfARule() {
    let hints = parseHints(
      """
      # Hints

      Intro.

      ## 3.1 Event

      ### a rule

      Line one,
      line two.

      ## 3.2 Observer

      ### a rule

      Another.
      """)
    #expect(hints["3.1"]?["a rule"] == "Line one,\nline two.")
    #expect(hints["3.2"]?["a rule"] == "Another.")
  }

  @Test("every rule of every stage has a hint in the package's hints files")
  func everyRuleHasAHint() {
    #expect(hintProblems(stages, in: packageFolder) == [])
  }
}

/// The build-along package: three folders up from this file.
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
