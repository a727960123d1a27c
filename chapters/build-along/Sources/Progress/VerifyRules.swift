import Foundation

// `progress --verify`, the rules' half: the stages are as strong as the course. Every test that
// chapters 3 to 7 name (a link such as ["the rule"](../Tests/Step4_SinkTests/CreateTests.swift)) is
// a stage rule of the same words, or is listed in this package's README, under "Rules the stages
// leave to the course", with the reason: it is about code the build-along does not ask you to
// write.

/// The chapters whose named tests the stages must have.
let checkedChapters = ["03-events.md", "04-sink.md", "05-operators.md", "06-subjects.md", "07-traits.md"]

/// The README's heading over the list of exceptions.
let exceptionsHeading = "## Rules the stages leave to the course"

/// Every test a chapter names: the link's quoted text, without code spans and escapes, as the
/// course's chapters check reads it (ChapterFormat's `testReferences`), with the line it is on.
func namedTests(inChapter text: String) -> [(name: String, line: Int)] {
  Markdown.testReferences(text.components(separatedBy: "\n"), in: "chapters/chapter.md").map { ($0.name, $0.line) }
}

/// The display names of every stage rule: the `@Test`s of `Tests/StepNStages/`.
func stageRules(package: URL) -> Set<String> {
  let tests = package.appendingPathComponent("Tests")
  let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
  return Set(
    files.filter { $0.pathExtension == "swift" && $0.path.contains("Stages/") }.flatMap { file in
      ruleNames(inTestSource: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
    })
}

/// The README's exceptions: each `- "name": why` item under its heading, up to the next heading.
func listedExceptions(package: URL) -> [String: String] {
  let readme = (try? String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  var exceptions: [String: String] = [:]
  var inside = false
  var current: String?
  for line in readme.components(separatedBy: "\n") {
    if line.hasPrefix("#") {
      inside = line == exceptionsHeading
      continue
    }
    guard inside else { continue }
    if line.hasPrefix("- \""), let end = line.range(of: "\":", options: .backwards) {
      let name = String(line[line.index(line.startIndex, offsetBy: 3)..<end.lowerBound])
      exceptions[name] = String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
      current = name
    } else if let name = current, line.hasPrefix("  ") {
      exceptions[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
    } else {
      current = nil
    }
  }
  return exceptions
}

/// The problems with the stage rules: a named test that is neither a rule nor an exception, and
/// an exception that names no test or is a stage rule after all.
func verifyNamedTests(package: URL, chapters: URL) -> [String] {
  let rules = stageRules(package: package)
  let exceptions = listedExceptions(package: package)
  var named: Set<String> = []
  var problems: [String] = []
  for chapter in checkedChapters {
    let text = (try? String(contentsOf: chapters.appendingPathComponent(chapter), encoding: .utf8)) ?? ""
    for (name, line) in namedTests(inChapter: text) {
      named.insert(name)
      if !rules.contains(name) && exceptions[name] == nil {
        problems.append("\(chapter):\(line): the course's test \"\(name)\" is no stage rule and no listed exception")
      }
    }
  }
  for name in exceptions.keys.sorted() {
    if !named.contains(name) { problems.append("README.md: the exception \"\(name)\" is not a test chapters 3-7 name") }
    if rules.contains(name) { problems.append("README.md: the exception \"\(name)\" is a stage rule after all") }
  }
  return problems
}
