import Foundation

// `progress --describe`: the stage table as JSON, each stage with its rules and their hints, read
// as `progress` reads them. The documentation site's tutorials (docs/tutorials.py in the course)
// are generated from it, so that nothing there parses the tests or the hints a second time.

/// The stages of `stages`, in order, with the rules of each (its tests' display names) and the
/// hint of each rule (empty where none is written), as a JSON object `{"stages": […]}`.
func describeStages(_ stages: [Stage], in package: URL) -> Data {
  let described: [[String: Any]] = stages.map { stage in
    let ruleNames = rules(of: stage, in: package)
    let written = hints(step: stage.step, in: package)[stage.id] ?? [:]
    var entry: [String: Any] = [
      "id": stage.id, "step": stage.step, "module": modules[stage.step] ?? "", "suite": stage.suite,
      "chapter": stage.chapter, "section": stage.section, "files": stage.files, "alsoRead": stage.alsoRead,
      "rules": ruleNames, "hints": ruleNames.map { written[$0] ?? "" },
    ]
    if let note = stage.note { entry["note"] = note }
    return entry
  }
  let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  return (try? JSONSerialization.data(withJSONObject: ["stages": described], options: options)) ?? Data("{}".utf8)
}
