import Foundation

// When a stage fails, the cause may be a file written in an earlier step, one this invocation did
// not run (`progress 6`, `progress 6.2`, `--watch 6`): before blaming the stage's own files,
// `progress` runs the earlier stages the failing one builds on, and when one of those fails, reports
// that one instead, saying so. And when a stage writes several files, it names the file a failing
// rule checks.

/// The stages of earlier steps that `stage` builds on, which its stage table entry names (`uses`),
/// in the course's order. (The earlier stages of its own step run before it in `progress N`; a
/// stage run alone, `progress N.M`, is run alone.)
func foundations(of stage: Stage) -> [Stage] {
  stages.filter { stage.uses.contains($0.id) }
}

/// The first of `stage`'s foundations, among those not run in this invocation, that fails when run
/// now; nil when all pass (or all ran already). `run` runs one stage and records its verdict.
@MainActor func earlierCause(of stage: Stage, ran: Set<String>, run: (Stage) -> Bool) -> Stage? {
  let unchecked = foundations(of: stage).filter { !ran.contains($0.id) }
  guard !unchecked.isEmpty else { return nil }
  print(
    "\nStage \(stage.id) fails. First, the earlier stages it builds on,\nwhich this run skipped: "
      + unchecked.map(\.id).joined(separator: ", "))
  fflush(nil)  // every stream: `stdout` itself is not concurrency-safe to name
  return unchecked.first { !run($0) }
}

/// The files of `stage` that `rule` checks: those whose declarations its test uses, in the stage's
/// order; all of them when the test cannot tell.
func files(checkedBy rule: String, of stage: Stage, in package: URL) -> [String] {
  guard stage.files.count > 1 else { return stage.files }
  guard
    let body = testSources(of: stage, in: package).lazy.compactMap({ source in
      ruleBodies(inTestSource: source).first { $0.rule == rule }?.body
    }).first
  else { return stage.files }
  let used = usedNames(in: body)
  // A name every file declares (`dispose`, `isDisposed`) tells nothing: count only the names one
  // file of the stage declares and the others do not.
  let declared = stage.files.map { file in
    declaredNames(
      inSource: (try? String(
        contentsOf: package.appendingPathComponent(sourcePath(of: file, in: stage)), encoding: .utf8))
        ?? "")
  }
  let checked = stage.files.indices.filter { index in
    let own = declared[index].subtracting(declared.indices.filter { $0 != index }.flatMap { declared[$0] })
    return !own.isDisjoint(with: used)
  }
  return checked.isEmpty ? stage.files : checked.map { stage.files[$0] }
}

/// The one file, of a stage that writes several, that a failing rule checks, as a path to print;
/// nil when the stage writes one file, when the rule checks several, or when its message names a
/// file itself.
func checkedFile(_ rule: String, _ message: String, of stage: Stage) -> String? {
  guard stage.files.count > 1, !message.contains("Sources/") else { return nil }
  let checked = files(checkedBy: rule, of: stage, in: package)
  guard checked.count == 1 else { return nil }
  return relative(package.appendingPathComponent(sourcePath(of: checked[0], in: stage)).path)
}
