import Foundation

// `progress --tsan`: the same stages, built and run under the thread sanitizer. A rule about
// threads passes by luck against a flag that is checked, then set, when the two threads never meet
// in the gap; the sanitizer sees the unsynchronized accesses themselves, every run. A data race
// is reported as the failure of the rule that was running, with the lines of your own files that
// the report names.

/// Whether `--tsan` was given.
let tsanRequested = CommandLine.arguments.contains("--tsan")

/// The stages to run at most, for the mutant kit (`PROGRESS_UNTIL=4.6`): those up to this one.
let stagesUntil = ProcessInfo.processInfo.environment["PROGRESS_UNTIL"]

/// Whether `stage` comes no later than `PROGRESS_UNTIL`, when that is set.
func isWanted(_ stage: Stage) -> Bool {
  guard let last = stagesUntil, let end = stages.firstIndex(where: { $0.id == last }) else { return true }
  return stages.firstIndex(where: { $0.id == stage.id }).map { $0 <= end } ?? false
}

/// The flags `swift build` gets under `--tsan`: the sanitizer, and a build folder of its own, so
/// that the ordinary build is not thrown away each time one switches.
func sanitizerFlags(package: URL) -> [String] {
  guard tsanRequested else { return [] }
  return ["--sanitize=thread", "--scratch-path", package.appendingPathComponent(".build/tsan").path]
}

/// The environment of a stage's process: under `--tsan`, stop at the first report, so that the
/// rule that was running is the one that raced.
let sanitizerEnvironment: [String: String] =
  tsanRequested ? ["TSAN_OPTIONS": "halt_on_error=1 second_deadlock_stack=1"] : [:]

/// How long a stage may take: the sanitizer makes code several times slower.
func stageTimeLimit(_ plain: Double) -> Double {
  tsanRequested ? plain * 4 : plain
}

/// The thread sanitizer's report in a stage's output, as the failure of the rule that was running,
/// or nil when there is none.
func sanitizerVerdict(output: String, results: [TestResult]) -> Verdict? {
  let lines = output.split(separator: "\n").map(String.init)
  guard let first = lines.firstIndex(where: { $0.contains("WARNING: ThreadSanitizer:") }) else { return nil }
  let kind = lines[first].replacingOccurrences(
    of: #".*WARNING: ThreadSanitizer: ([^(]*).*"#, with: "$1", options: .regularExpression
  ).trimmingCharacters(in: .whitespaces)
  // The report's frames in the steps' own files: `#3 … /…/Sources/Step3_Events/AnonymousObserver.swift:21`.
  let end = lines[first...].firstIndex { $0.hasPrefix("SUMMARY: ThreadSanitizer") } ?? lines.count
  var places: [String] = []
  var access = ""
  for line in lines[first..<end] {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if !trimmed.hasPrefix("#") && !trimmed.isEmpty {
      access = trimmed.replacingOccurrences(of: " at 0x[0-9a-f]+", with: "", options: .regularExpression)
    }
    guard
      let range = line.range(
        of: #"(course-sources|Sources)/Step\d_[A-Za-z]+/[A-Za-z0-9_+]+\.swift:\d+"#, options: .regularExpression)
    else { continue }
    let place = String(line[range]).replacingOccurrences(of: "course-sources/", with: "Sources/")
    let entry = "\(place)  (\(access.split(separator: ":").first ?? ""))"
    if !places.contains(entry) { places.append(entry) }
  }
  var rule = "a rule of this stage"
  if let running = results.first(where: { $0.started && !$0.ended }) { rule = running.rule }
  let issue =
    "ThreadSanitizer: \(kind), in your files at:\n"
    + (places.isEmpty ? "  (no line of Sources/ in the report; see it with --tsan and PROGRESS_TIMEOUT)" : "")
    + places.prefix(8).map { "  " + $0 }.joined(separator: "\n")
  let failedBefore = results.filter { $0.issue != nil }.count
  let passed = results.filter(\.ended).count - failedBefore
  return .fail(
    [TestResult(rule: rule, issue: issue, location: places.first.map { String($0.prefix { $0 != " " }) })],
    passed: max(0, passed), total: results.count)
}

/// `PROGRESS_ONLY=scripts`: run only the rules that check your code against the reference with
/// seeded scripts (test functions named `scripts…`), for the mutant kit's table of what they catch
/// on their own.
let onlyScripts = ProcessInfo.processInfo.environment["PROGRESS_ONLY"] == "scripts"

/// The `--filter` that selects a stage's rules: all of them, or with `PROGRESS_ONLY=scripts` its
/// scripts alone.
func testFilter(_ stage: Stage) -> String {
  "\(stage.testTarget)\\.\(stage.suite)/" + (onlyScripts ? "scripts" : "")
}
