import Foundation

// `progress --verify`, the promises' half: a rule checks what its stage writes, and a rule that
// speaks of threads runs some. Both are read from the source, so they can tell a rule in the wrong
// stage or a race that is only named, not whether a rule is strong enough; the mutant kit does that.

/// Each `@Test` of `source` with its text: from its attribute to the next one, which takes in the
/// test's body (and whatever helper follows it in the file).
func ruleBodies(inTestSource source: String) -> [(rule: String, body: String)] {
  let names = ruleNames(inTestSource: source)
  let parts = source.components(separatedBy: "@Test").dropFirst()
  return zip(names, parts).map { ($0, $1) }
}

/// The identifiers `source` declares: its types, functions, properties and cases.
func declaredNames(inSource source: String) -> Set<String> {
  let pattern = #"\b(?:class|struct|enum|protocol|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#
  guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
  let range = NSRange(source.startIndex..., in: source)
  return Set(
    regex.matches(in: source, range: range).compactMap { match in
      Range(match.range(at: 1), in: source).map { String(source[$0]) }
    })
}

/// The identifiers used in `text`.
func usedNames(in text: String) -> Set<String> {
  Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
}

/// The texts of `stage`'s test files: its suite's file, then the files that extend the suite
/// (`Stage4_4+Trampoline.swift`), by name.
func testSources(of stage: Stage, in package: URL) -> [String] {
  let folder = package.appendingPathComponent("Tests/\(stage.testTarget)")
  return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
    $0 == "\(stage.suite).swift" || ($0.hasPrefix("\(stage.suite)+") && $0.hasSuffix(".swift"))
  }.sorted().map { (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? "" }
}

/// What a rule that speaks of threads must contain: a way to run code on another thread.
let threadMakers: Set<String> = [
  "Thread", "onThreads", "concurrentPerform", "raceTwoThreads", "callFromAnotherThread", "async",
  "readFromAnotherThread", "answersAtOnce", "onAnotherThread",
]

/// The helpers `source` declares (a class, struct or function at the start of a line) whose own
/// text starts a thread, so that a rule which uses one starts a thread too.
func threadMakingHelpers(inSource source: String) -> Set<String> {
  var helpers: Set<String> = []
  let lines = source.components(separatedBy: "\n")
  let pattern = #"^( *)(?:(?:private|fileprivate|public|final)\s+)*(?:class|struct|func)\s+([A-Za-z_][A-Za-z0-9_]*)"#
  guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
  for (index, line) in lines.enumerated() {
    let range = NSRange(line.startIndex..., in: line)
    guard let match = regex.firstMatch(in: line, range: range),
      let indent = Range(match.range(at: 1), in: line), let name = Range(match.range(at: 2), in: line)
    else { continue }
    let closing = String(line[indent]) + "}"
    let end = lines[(index + 1)...].firstIndex { $0.hasPrefix(closing) } ?? lines.count - 1
    if !usedNames(in: lines[index...end].joined(separator: "\n")).isDisjoint(with: threadMakers) {
      helpers.insert(String(line[name]))
    }
  }
  return helpers
}

/// The problems with what the rules of `stages` promise: a rule that uses nothing the stage's files
/// declare (it checks another stage's code, so that a mistake there passes this stage's files), and
/// a rule whose words speak of threads or a race while its body starts no thread.
func promiseProblems(_ stages: [Stage], in package: URL) -> [String] {
  var problems: [String] = []
  for stage in stages {
    let sources = stage.files.map { file in
      (try? String(contentsOf: package.appendingPathComponent(sourcePath(of: file, in: stage)), encoding: .utf8)) ?? ""
    }
    let declared = sources.reduce(into: Set<String>()) { $0.formUnion(declaredNames(inSource: $1)) }
    // A stage whose files declare nothing public (`SinkDisposer`) is checked through other types:
    // here the source cannot tell which rule reaches its code.
    let testable = sources.contains { $0.contains("public ") || $0.contains("open ") }
    let tests = testSources(of: stage, in: package)
    let makers = tests.reduce(into: threadMakers) { $0.formUnion(threadMakingHelpers(inSource: $1)) }
    for source in tests {
      for (rule, body) in ruleBodies(inTestSource: source) {
        let used = usedNames(in: body)
        if testable, used.isDisjoint(with: declared) {
          problems.append(
            "\(stage.id): the rule \"\(rule)\" uses nothing that \(stage.files.joined(separator: ", ")) declare: "
              + "it belongs to the stage that writes what it checks")
        }
        let words = rule.lowercased()
        if words.contains("thread") || words.contains("racing"), used.isDisjoint(with: makers) {
          problems.append("\(stage.id): the rule \"\(rule)\" speaks of threads, but starts none")
        }
      }
    }
  }
  return problems
}

/// What a rule's name promises, clause by clause, and what its body must then contain to keep the
/// promise: a rule named for completing or failing sends a completion or an error, one named for
/// disposing or releasing checks a disposal or a release. (The seeded scripts, `scripts…`, compare
/// everything with the reference and keep every promise.)
let promisedClauses: [(words: [String], evidence: [String], what: String)] = [
  (
    ["complete", "completes", "completed", "completion"],
    [".completed", "onCompleted(", "completed\"", ".just(", ".of(", ".from(", ".empty("], "a completion"
  ),
  (
    ["fail", "fails", "failure", "error", "errors"],
    [".error(", "onError(", "failure(", "throw ", "TestError()", "UniqueError()", "error:", "processExitsWith"],
    "an error"
  ),
  (
    ["dispose", "disposes", "disposed", "disposal", "disposing"],
    ["dispose()", ".count", "disposals", "isDisposed", "disposed(by:", "bag = nil", "= nil"], "a disposal"
  ),
  (
    ["release", "releases", "released", "alive", "leak", "leaks"],
    ["weak ", "Token()", "tally.alive", "OnRelease", "DisposeOnDeinit", "ReadsSubjectWhenReleased"], "a release"
  ),
  (
    ["let go", "lets go"], ["weak ", "Token()", "tally.alive", "OnRelease", "DisposeOnDeinit", "released"],
    "a release"
  ),
]

/// The clauses of `rule`'s name whose evidence `body` lacks, as the `what` of each.
func brokenPromises(rule: String, body: String) -> [String] {
  let words = Set(rule.lowercased().split { !$0.isLetter }.map(String.init))
  let name = rule.lowercased()
  return promisedClauses.compactMap { clause in
    let promised = clause.words.contains { $0.contains(" ") ? name.contains($0) : words.contains($0) }
    guard promised, !clause.evidence.contains(where: body.contains) else { return nil }
    return clause.what
  }
}

/// The problems with what the rules of `stages` promise by their names: a clause of the name whose
/// body sends or checks nothing of it.
func clauseProblems(_ stages: [Stage], in package: URL) -> [String] {
  var problems: [String] = []
  for stage in stages {
    for source in testSources(of: stage, in: package) {
      for (rule, body) in ruleBodies(inTestSource: source) where !body.contains("expectAgreement(") {
        for what in brokenPromises(rule: rule, body: body) {
          problems.append("\(stage.id): the rule \"\(rule)\" promises \(what) by its name, but its body has none")
        }
      }
    }
  }
  return problems
}
