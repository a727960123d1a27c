import Foundation

// A stage's rules are its tests' display names, `@Test("…")`. They are read from the stage's test
// file, not from a test run, so that `progress` can list them while your code does not build, and
// `--verify` can check every rule has its hint and its line in the chapter.

/// The display names of the `@Test` attributes in `source`, in order: the first string literal
/// after each `@Test(`, which may wrap onto the next lines.
func ruleNames(inTestSource source: String) -> [String] {
  var names: [String] = []
  var rest = Substring(source)
  while let attribute = rest.range(of: "@Test(") {
    rest = rest[attribute.upperBound...]
    guard let open = rest.firstIndex(of: "\"") else { break }
    // The literal must come before the function the attribute decorates.
    if let function = rest.range(of: "func "), function.lowerBound < open { continue }
    var name = ""
    var index = rest.index(after: open)
    var escaped = false
    while index < rest.endIndex {
      let character = rest[index]
      index = rest.index(after: index)
      if escaped {
        name.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        break
      } else {
        name.append(character)
      }
    }
    names.append(name)
    rest = rest[index...]
  }
  return names
}

/// The rules of `stage`, read from its test file in `package`; empty when the file cannot be read.
func rules(of stage: Stage, in package: URL) -> [String] {
  let file = package.appendingPathComponent("Tests/\(stage.testTarget)/\(stage.suite).swift")
  return ruleNames(inTestSource: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
}

/// The rule that a hang or crash message names in quotes, if it is one of `rules`.
func rule(namedIn message: String, among rules: [String]) -> String? {
  rules.first { message.contains("\"\($0)\"") }
}

/// The lines that list a stage's rules before the learner reads on: one line per rule, the
/// failing one marked.
func ruleList(_ rules: [String], failing: String?) -> [String] {
  rules.map { ($0 == failing ? "  ✘ " : "  · ") + $0 }
}
