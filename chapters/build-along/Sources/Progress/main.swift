import Foundation

// `swift run --package-path chapters/build-along progress [STEP] [--all]`
//
// Builds the skeleton and its stage tests, runs the stages in order, and says what to do next: the
// first stage that fails, the chapter section to read, the first rule that failed and why. `--all`
// prints every stage instead; `4` checks Step 4 only. `--verify` checks the stage table itself
// (every section exists in its chapter, every stage has a suite): the package's own check uses it.

/// The package's folder: two up from this file (`Sources/Progress/main.swift`).
let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
/// The course's `chapters/` folder, where the package lives.
let chapters = package.deletingLastPathComponent()

// MARK: - Arguments

var showAll = false
var onlyStep: Int?
var verify = false
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--all": showAll = true
  case "--verify": verify = true
  case "-h", "--help":
    print(
      """
      usage: progress [STEP] [--all]
        progress        run the stages of Steps 3 to 7 in order; stop at the first that fails
        progress 4      the same for Step 4 only
        progress --all  every stage, pass or fail, as a table
      BUILD_ALONG_USE_COURSE=1 checks the course's own Steps instead of yours (=3,4 for some).
      """)
    exit(0)
  default:
    guard let step = Int(argument), modules[step] != nil else {
      FileHandle.standardError.write(Data("progress: unknown argument \(argument); try --help\n".utf8))
      exit(2)
    }
    onlyStep = step
  }
}

// MARK: - Helpers

/// Runs `arguments` and returns its status and its output, stdout and stderr together. After
/// `timeout` seconds the process is interrupted: a deadlock in the code under test must not hang
/// `progress` forever.
func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double? = nil) -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do { try process.run() } catch { return (127, "could not run \(arguments.joined(separator: " ")): \(error)") }
  if let timeout {
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      guard process.isRunning else { return }
      process.interrupt()
      DispatchQueue.global().asyncAfter(deadline: .now() + 5) { if process.isRunning { process.terminate() } }
    }
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// `path` relative to the current directory, for printing.
func relative(_ path: String) -> String {
  let here = FileManager.default.currentDirectoryPath.split(separator: "/")
  let there = path.split(separator: "/")
  var common = 0
  while common < min(here.count, there.count) && here[common] == there[common] { common += 1 }
  let ups = Array(repeating: "..", count: here.count - common)
  let result = (ups + there[common...].map(String.init)).joined(separator: "/")
  return result.isEmpty ? "." : result
}

/// The anchor GitHub gives a heading: lowercased, punctuation dropped, spaces as hyphens.
func anchor(_ heading: String) -> String {
  String(
    heading.lowercased().compactMap { character -> Character? in
      if character == " " { return "-" }
      return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
    })
}

/// Where to read for `stage`: the chapter's file and the section's anchor.
func link(_ stage: Stage) -> String {
  relative(chapters.appendingPathComponent(stage.chapter).path) + "#" + anchor(stage.section)
}

/// The stage a source or test file belongs to, or nil.
func stage(forFile path: String) -> Stage? {
  let name = (path as NSString).lastPathComponent
  for (step, module) in modules where path.contains("/Sources/\(module)/") {
    return stages.first { $0.step == step && $0.files.contains(name) }
      ?? stages.first { $0.step == step }
  }
  if let range = path.range(of: #"/Tests/Step\d+Stages/(Stage\d+_\d+)"#, options: .regularExpression) {
    let suite = (String(path[range]) as NSString).lastPathComponent
    return stages.first { $0.suite == suite }
  }
  return nil
}

// MARK: - --verify

if verify {
  var problems: [String] = []
  for stage in stages {
    let file = chapters.appendingPathComponent(stage.chapter).path
    let headings = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n")
      .filter { $0.hasPrefix("#") }.map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
    if !headings.contains(stage.section) {
      problems.append("\(stage.id): no section «\(stage.section)» in \(stage.chapter)")
    }
    let tests = package.appendingPathComponent("Tests/\(stage.testTarget)/\(stage.suite).swift").path
    if !FileManager.default.fileExists(atPath: tests) { problems.append("\(stage.id): no file \(relative(tests))") }
    for name in stage.files {
      let source = package.appendingPathComponent("Sources/\(modules[stage.step]!)/\(name)").path
      if !FileManager.default.fileExists(atPath: source) { problems.append("\(stage.id): no file \(relative(source))") }
    }
  }
  for (step, _) in modules {
    let folder = package.appendingPathComponent("Tests/Step\(step)Stages").path
    for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasPrefix("Stage") {
      let suite = (file as NSString).deletingPathExtension
      if !stages.contains(where: { $0.suite == suite }) {
        problems.append("Tests/Step\(step)Stages/\(file): not in the stage table")
      }
    }
  }
  for problem in problems { print(problem) }
  print(problems.isEmpty ? "the stage table is consistent: \(stages.count) stages" : "\(problems.count) problems")
  exit(problems.isEmpty ? 0 : 1)
}

// MARK: - Build

let selected = stages.filter { onlyStep == nil || $0.step == onlyStep }
let swiftPackage = ["--package-path", package.path]
/// How long the stage tests may take: they need seconds, so a run still going is stuck.
let testTimeout = Double(ProcessInfo.processInfo.environment["PROGRESS_TIMEOUT"] ?? "") ?? 180
let quiet = ["SWIFT_BACKTRACE": "enable=no"]  // a crash prints a short trace, and never hangs on Linux

print("Building your code and the stage tests…")
let build = run(["swift", "build", "--build-tests"] + swiftPackage)
if build.status != 0 {
  let lines = build.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if let first = lines.firstIndex(where: { $0.contains(": error: ") }) {
    let file = String(lines[first].prefix { $0 != ":" })
    let where_ = stage(forFile: file).map { " (stage \($0.id), \(link($0)))" } ?? ""
    print("\nYour code does not build yet. The compiler's first complaint, in \(relative(file))\(where_):\n")
    for line in lines[first..<min(lines.count, first + 8)] {
      print("    " + line.replacingOccurrences(of: package.path + "/", with: ""))
    }
    print(
      "\nFix it, then run progress again. (`swift build --build-tests --package-path \(relative(package.path))` shows every error.)"
    )
  } else {
    print("\nThe build failed:\n")
    for line in build.output.split(separator: "\n").suffix(15) { print("    " + line) }
  }
  exit(1)
}

// MARK: - Run the stages

/// What one test did: its rule (display name), the first issue's message and place, whether it ended.
struct TestResult {
  var rule: String
  var issue: String?
  var location: String?
  var ended = false
}

/// Runs the tests that `filter` selects and returns their results by suite, in declaration order,
/// and whether the run ended normally (a crash ends every test at once).
func runTests(filter: String) -> (results: [String: [TestResult]], finished: Bool, log: String) {
  let events = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(getpid()).jsonl")
  try? FileManager.default.removeItem(at: events)
  defer { try? FileManager.default.removeItem(at: events) }
  let result = run(
    ["swift", "test", "--skip-build"] + swiftPackage + [
      "--filter", filter, "--event-stream-output-path", events.path, "--event-stream-version", "0",
    ], environment: quiet, timeout: testTimeout)
  var order: [String] = []
  var tests: [String: TestResult] = [:]
  var finished = false
  let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
  for line in text.split(separator: "\n") {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let payload = object["payload"] as? [String: Any]
    else { continue }
    let kind = object["kind"] as? String
    if kind == "test", payload["kind"] as? String == "function", let id = payload["id"] as? String {
      order.append(id)
      tests[id] = TestResult(rule: payload["displayName"] as? String ?? payload["name"] as? String ?? id)
      continue
    }
    guard kind == "event", let event = payload["kind"] as? String else { continue }
    let id = payload["testID"] as? String ?? ""
    switch event {
    case "issueRecorded" where tests[id] != nil && tests[id]?.issue == nil:
      let messages = payload["messages"] as? [[String: Any]] ?? []
      tests[id]?.issue = messages.compactMap { $0["text"] as? String }.joined(separator: "\n")
      if let place = (payload["issue"] as? [String: Any])?["sourceLocation"] as? [String: Any],
        let file = place["_filePath"] as? String, let line = place["line"] as? Int
      {
        tests[id]?.location = "\(relative(file)):\(line)"
      }
    case "testEnded" where tests[id] != nil: tests[id]?.ended = true
    case "runEnded": finished = true
    default: break
    }
  }
  var bySuite: [String: [TestResult]] = [:]
  for id in order {
    let suite = String(id.prefix { $0 != "/" }.split(separator: ".").last ?? "")
    bySuite[suite, default: []].append(tests[id]!)
  }
  return (bySuite, finished && result.status != 127, result.output)
}

/// A stage's verdict.
enum Verdict {
  case pass(Int)
  case fail(TestResult, passed: Int, total: Int)
  case crash(String)
}

func verdict(_ results: [TestResult]?, log: String) -> Verdict {
  guard let results, !results.isEmpty else {
    let crash = log.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error:") }
    return .crash(crash.map(String.init) ?? "no test of this stage ran")
  }
  if let unfinished = results.first(where: { !$0.ended }) {
    guard let crash = log.split(separator: "\n").first(where: { $0.contains("Fatal error") }) else {
      return .crash(
        "\"\(unfinished.rule)\" did not finish within \(Int(testTimeout)) seconds, or ended the test process: "
          + "a deadlock, an endless loop or a crash")
    }
    return .crash("\"\(unfinished.rule)\" crashed the test process: \(crash)")
  }
  let failed = results.filter { $0.issue != nil }
  if let first = failed.first { return .fail(first, passed: results.count - failed.count, total: results.count) }
  return .pass(results.count)
}

let steps = Array(Set(selected.map(\.step))).sorted()
let stepsFilter = steps.map { "Step\($0)Stages\\." }.joined(separator: "|")
var verdicts: [String: Verdict] = [:]
let all = runTests(filter: stepsFilter)
if all.finished {
  for stage in selected { verdicts[stage.id] = verdict(all.results[stage.suite], log: all.log) }
} else {
  // A crash ended the run: run the stages one by one, in order, so that each gets its own verdict.
  for stage in selected {
    let one = runTests(filter: "\(stage.testTarget)\\.\(stage.suite)/")
    verdicts[stage.id] =
      one.finished
      ? verdict(one.results[stage.suite], log: one.log)
      : verdict(
        one.results[stage.suite] ?? [], log: one.log)
    if case .pass = verdicts[stage.id]! {} else if !showAll { break }
  }
}

// MARK: - Report

@MainActor func passes(_ stage: Stage) -> Bool {
  if case .pass = verdicts[stage.id] { return true }
  return false
}

@MainActor func summary(step: Int) -> String {
  let ofStep = selected.filter { $0.step == step }
  return "Step \(step): \(ofStep.filter(passes).count) of \(ofStep.count) stages pass"
}

print("")
if showAll {
  for step in steps {
    for stage in selected where stage.step == step {
      switch verdicts[stage.id] {
      case .pass(let count): print("  ✓ \(stage.id) \(stage.section)  (\(count) rules)")
      case .fail(_, let passed, let total): print("  ✘ \(stage.id) \(stage.section)  (\(passed) of \(total) rules)")
      case .crash: print("  ✘ \(stage.id) \(stage.section)  (crashed)")
      case nil: print("  · \(stage.id) \(stage.section)  (not run: an earlier stage crashed)")
      }
    }
    print(summary(step: step))
    print("")
  }
  exit(selected.allSatisfy(passes) ? 0 : 1)
}

guard let failing = selected.first(where: { !passes($0) }) else {
  for step in steps { print(summary(step: step)) }
  print(
    onlyStep == nil ? "\nEvery stage passes. You have built the core." : "\nEvery stage of Step \(onlyStep!) passes.")
  exit(0)
}
for stage in selected.prefix(while: passes) { print("  ✓ \(stage.id) \(stage.section)") }
print("  ✘ \(failing.id) \(failing.section)\n")
print("Stage \(failing.id) does not pass yet.")
print("Read:  \(link(failing))")
if !failing.files.isEmpty {
  let folder = "Sources/\(modules[failing.step]!)/"
  let where_ = relative(package.appendingPathComponent(folder).path)
  print("Write: in \(where_)/, " + failing.files.joined(separator: ", "))
}
if let note = failing.note { print("Note:  " + note) }
switch verdicts[failing.id] {
case .fail(let test, let passed, let total):
  print("Rule:  \"\(test.rule)\"  (\(passed) of \(total) rules of this stage pass)")
  if let location = test.location { print("At:    \(location)") }
  for line in (test.issue ?? "").split(separator: "\n") { print("       " + line) }
case .crash(let message):
  print("Crash: \(message)")
default: break
}
print("")
print(summary(step: failing.step))
exit(1)
