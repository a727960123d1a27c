import Foundation

// The hints `progress --hint` prints: `hints/StepN.md`, one file per step, a section per stage
// (`## 4.6 …`) and under it one hint per rule, headed by the rule's exact words (`### …`). A hint
// says in words what to think about; it holds no code, so that the listing stays the answer.

/// The hints file of `step` in `package`.
func hintsFile(step: Int, in package: URL) -> URL {
  package.appendingPathComponent("hints/Step\(step).md")
}

/// The hints of one file, by stage id and then by rule: the text under each `### rule` heading
/// inside a `## N.M …` section, without the blank lines around it.
func parseHints(_ text: String) -> [String: [String: String]] {
  var hints: [String: [String: String]] = [:]
  var stage: String?
  var rule: String?
  var body: [Substring] = []
  func flush() {
    if let stage, let rule {
      hints[stage, default: [:]][rule] = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
    body = []
  }
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("## ") {
      flush()
      stage = line.dropFirst(3).split(separator: " ").first.map(String.init)
      rule = nil
    } else if line.hasPrefix("### ") {
      flush()
      rule = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
    } else if line.hasPrefix("# ") {
      flush()
      stage = nil
      rule = nil
    } else {
      body.append(line)
    }
  }
  flush()
  return hints
}

/// The hints of `step`'s file in `package`, by stage id and rule; empty when there is no file.
func hints(step: Int, in package: URL) -> [String: [String: String]] {
  parseHints((try? String(contentsOf: hintsFile(step: step, in: package), encoding: .utf8)) ?? "")
}

/// What is wrong with the hints of `stages`: a rule with no hint or an empty one, a hint for a rule
/// that no longer exists, and a hint that holds a code block.
func hintProblems(_ stages: [Stage], in package: URL) -> [String] {
  var problems: [String] = []
  for step in Set(stages.map(\.step)).sorted() {
    let file = "hints/Step\(step).md"
    let known = hints(step: step, in: package)
    let ofStep = stages.filter { $0.step == step }
    for stage in ofStep {
      let ruleNames = rules(of: stage, in: package)
      let written = known[stage.id] ?? [:]
      for rule in ruleNames where (written[rule] ?? "").isEmpty {
        problems.append(
          "\(stage.id): no hint in \(file) for the rule \"\(rule)\" (under «## \(stage.id)», «### \(rule)»)")
      }
      for rule in written.keys.sorted() where !ruleNames.contains(rule) {
        problems.append("\(file): a hint for \"\(rule)\", which is not a rule of stage \(stage.id)")
      }
      for (rule, hint) in written.sorted(by: { $0.key < $1.key }) where hint.contains("```") {
        problems.append("\(file): the hint for \"\(rule)\" holds a code block; say it in words")
      }
    }
    for id in known.keys.sorted() where !ofStep.contains(where: { $0.id == id }) {
      problems.append("\(file): a section «## \(id)», which is not a stage")
    }
  }
  return problems
}

/// The lines `--hint` prints for `rule` of `stage`.
func hintLines(for rule: String, of stage: Stage, in package: URL) -> [String] {
  guard let hint = hints(step: stage.step, in: package)[stage.id]?[rule], !hint.isEmpty else {
    return ["Hint:  none written for this rule yet; the section above states it."]
  }
  let lines = hint.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  return ["Hint:  " + (lines.first ?? "")] + lines.dropFirst().map { $0.isEmpty ? "" : "       " + $0 }
}
