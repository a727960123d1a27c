import Foundation

// `swift run --package-path chapters/build-along progress [STEP] [--all]`
//
// Builds the skeleton and its stage tests, runs the stages in order, and says what to do next: the
// first stage that fails, the chapter section to read, the first rule that failed and why. `--all`
// prints every stage instead; `4` checks Step 4 only, `4.6` stage 4.6 alone. `--verify` checks the
// stage table itself (every section exists in its chapter, every stage has a suite, every rule has
// its hint and its line in the chapter): the package's own check uses it. `--hint`, `--watch`,
// `--reset FILE`, `--write-rules`, `--write-skeleton-ids` and `--describe`: see `--help`, and
// Hints.swift, Watch.swift, Reset.swift, ChapterRules.swift, SkeletonRecord.swift, Describe.swift.

/// The package's folder: two up from this file (`Sources/Progress/main.swift`).
let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
/// The course's `chapters/` folder, where the package lives.
let chapters = package.deletingLastPathComponent()

// MARK: - Arguments

var showAll = false
var onlyStep: Int?
var onlyStage: String?  // `progress 4.6`: that stage alone
var describe = false
var verify = false
var showHint = false
var watch = false
var writeRules = false
var skeletonRecord: Bool?  // true: --write-skeleton-ids; false: --check-skeleton-ids
var resetFiles: [String]?  // after `--reset`, every argument is a file
for argument in CommandLine.arguments.dropFirst() {
  if resetFiles != nil, !argument.hasPrefix("-") {
    resetFiles?.append(argument)
    continue
  }
  switch argument {
  case "--all": showAll = true
  case "--verify": verify = true
  case "--hint": showHint = true
  case "--watch": watch = true
  case "--reset": resetFiles = []
  case "--write-rules": writeRules = true
  case "--write-skeleton-ids": skeletonRecord = true
  case "--check-skeleton-ids": skeletonRecord = false
  case "--describe": describe = true
  case "--tsan": break  // read in Tsan.swift
  case "--force": break  // read in SkeletonRecord.swift, with --write-skeleton-ids
  case "-h", "--help":
    print(
      """
      usage: progress [STEP | STAGE] [--all] [--hint] [--watch] [--tsan] | --reset FILE…
        progress        run the stages of Steps 3 to 7 in order; stop at the first that fails
        progress 4      the same for Step 4 only
        progress 4.6    stage 4.6 alone
        progress --all  every stage, pass or fail, as a table
        progress --hint the same as progress, with a hint, in words, for the first rule that fails
        progress --watch  run again each time a file under Sources/ is saved; Ctrl-C stops
        progress --reset Sources/Step4_Sink/Sink.swift
                        put that file of the skeleton back; yours is saved in backups/ first
        progress --verify       (for maintainers) check the stage table, the hints, the chapters' rules
        progress --write-rules  (for maintainers) rewrite the chapters' tables of rules from the tests
        progress --write-skeleton-ids  (for maintainers) record Sources/Step* as the skeleton --reset restores
                        (it refuses while a // TODO body holds code; --force records it anyway)
        progress --check-skeleton-ids  (for maintainers) list the files of Sources/Step* that differ from it
        progress --describe     (for the documentation site) the stage table, rules and hints, as JSON
        progress --tsan the same under the thread sanitizer: a data race fails the rule that ran
      BUILD_ALONG_USE_COURSE=1 checks the course's own Steps instead of yours (=3,4 for some).
      PROGRESS_TIMEOUT=60 gives each stage 60 seconds instead of 30 before it counts as hung.
      """)
    exit(0)
  default:
    if let stage = stages.first(where: { $0.id == argument }) {
      onlyStage = stage.id
      onlyStep = stage.step
      continue
    }
    guard let step = Int(argument), modules[step] != nil else {
      FileHandle.standardError.write(Data("progress: unknown argument \(argument); try --help\n".utf8))
      exit(2)
    }
    onlyStep = step
  }
}

if describe {
  FileHandle.standardOutput.write(describeStages(stages, in: package))
  exit(0)
}

if let resetFiles { exit(resetCommand(resetFiles, in: package)) }
if let skeletonRecord { exit(skeletonRecordCommand(write: skeletonRecord, in: package)) }
if watch { exit(watchCommand(CommandLine.arguments.dropFirst().filter { $0 != "--watch" }, package: package)) }

// MARK: - Helpers

/// Runs `arguments` to the end and returns its status and its output, stdout and stderr together.
func run(_ arguments: [String]) -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do { try process.run() } catch { return (127, "could not run \(arguments.joined(separator: " ")): \(error)") }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// How a process with a time limit ended.
enum Ending {
  /// It exited with this status.
  case exited(Int32)
  /// A signal killed it: it crashed.
  case signal(Int32)
  /// It was still running at the time limit, and was stopped.
  case timedOut
  /// It could not be started.
  case notStarted(String)
}

/// Runs `arguments` with at most `timeout` seconds to finish, its output going to `log`. After
/// `slowAfter` seconds `slow` is called once, so that the user knows what is taking the time.
func run(
  _ arguments: [String], environment: [String: String], log: URL, timeout: Double, slowAfter: Double,
  slow: () -> Void
) -> Ending {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  // A file, not a pipe: a pipe nobody reads fills up and stalls the tests, which would look like a hang.
  _ = FileManager.default.createFile(atPath: log.path, contents: nil)
  guard let output = try? FileHandle(forWritingTo: log) else { return .notStarted("cannot write \(log.path)") }
  defer { try? output.close() }
  process.standardOutput = output
  process.standardError = output
  let ended = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in ended.signal() }
  do { try process.run() } catch { return .notStarted("could not run \(arguments.joined(separator: " ")): \(error)") }
  var finished = false
  if timeout > slowAfter {
    finished = ended.wait(timeout: .now() + slowAfter) == .success
    if !finished { slow() }
  }
  if !finished && ended.wait(timeout: .now() + timeout - (timeout > slowAfter ? slowAfter : 0)) == .timedOut {
    // The whole process group where the process leads one: an exit test's child process, stuck
    // too, must not live on after its parent.
    let pid = process.processIdentifier
    let target = getpgid(pid) == pid ? -pid : pid
    kill(target, SIGINT)
    let stopped = ended.wait(timeout: .now() + 2) == .success
    kill(target, SIGKILL)  // the process itself if still running, and any child that outlived it
    if !stopped { ended.wait() }
    return .timedOut
  }
  process.waitUntilExit()
  return process.terminationReason == .uncaughtSignal
    ? .signal(process.terminationStatus) : .exited(process.terminationStatus)
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

/// Where to read for `stage`: the chapter's file and the anchor of `section`, by default the stage's.
func link(_ stage: Stage, section: String? = nil) -> String {
  relative(chapters.appendingPathComponent(stage.chapter).path) + "#" + Heading.githubAnchor(section ?? stage.section)
}

/// Where a file a stage names lives, from the package's root: in the stage's step's module, or,
/// named with its folder (`Step4_Sink/Bag+Rx.swift`), in that module.
func sourcePath(of name: String, in stage: Stage) -> String {
  name.contains("/") ? "Sources/\(name)" : "Sources/\(modules[stage.step]!)/\(name)"
}

/// The stage a source or test file belongs to, or nil.
func stage(forFile path: String) -> Stage? {
  let name = (path as NSString).lastPathComponent
  for (step, module) in modules where path.contains("/Sources/\(module)/") {
    return stages.first { $0.files.contains("\(module)/\(name)") }
      ?? stages.first { $0.step == step && $0.files.contains(name) }
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
    // Headings as the chapter format reads them (ChapterFormat/Headings.swift): outside code.
    func headings(_ chapter: String) -> [String] {
      let text = (try? String(contentsOfFile: chapters.appendingPathComponent(chapter).path, encoding: .utf8)) ?? ""
      return Markdown.headings(text.components(separatedBy: "\n")).map(\.text)
    }
    for section in [stage.section] + stage.alsoRead where !headings(stage.chapter).contains(section) {
      problems.append("\(stage.id): no section «\(section)» in \(stage.chapter)")
    }
    for (chapter, section) in stage.readElsewhere where !headings(chapter).contains(section) {
      problems.append("\(stage.id): no section «\(section)» in \(chapter)")
    }
    let tests = package.appendingPathComponent("Tests/\(stage.testTarget)/\(stage.suite).swift").path
    if !FileManager.default.fileExists(atPath: tests) { problems.append("\(stage.id): no file \(relative(tests))") }
    for name in stage.files {
      let source = package.appendingPathComponent(sourcePath(of: name, in: stage)).path
      if !FileManager.default.fileExists(atPath: source) { problems.append("\(stage.id): no file \(relative(source))") }
    }
  }
  for (step, _) in modules {
    let folder = package.appendingPathComponent("Tests/Step\(step)Stages").path
    for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasPrefix("Stage") {
      // `Stage4_4+Trampoline.swift` adds rules to `Stage4_4` in an extension.
      let suite = String((file as NSString).deletingPathExtension.prefix { $0 != "+" })
      if !stages.contains(where: { $0.suite == suite }) {
        problems.append("Tests/Step\(step)Stages/\(file): not in the stage table")
      }
    }
  }
  // Every section a skeleton's `// TODO` names is one that a stage writing that file reads, so
  // that the learner is sent to it.
  for (step, module) in modules.sorted(by: { $0.key < $1.key }) {
    let folder = package.appendingPathComponent("Sources/\(module)")
    for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
      let source = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      let sections = Set(
        source.split(separator: "\n").compactMap { line -> String? in
          guard let range = line.range(of: #"// TODO: chapter \d+, ""#, options: .regularExpression) else { return nil }
          return String(line[range.upperBound...].dropLast())
        })
      let writers = stages.filter {
        ($0.step == step && $0.files.contains(file)) || $0.files.contains("\(module)/\(file)")
      }
      for section in sections.sorted()
      where !writers.contains(where: {
        ([$0.section] + $0.alsoRead + $0.readElsewhere.map(\.section)).contains(section)
      }) {
        problems.append("Sources/\(module)/\(file): no stage that writes it reads «\(section)»")
      }
    }
  }
  // Every test chapters 3 to 7 name is a stage rule or a listed exception (VerifyRules.swift).
  problems += verifyNamedTests(package: package, chapters: chapters)
  problems += hintProblems(stages, in: package)
  problems += promiseProblems(stages, in: package)
  problems += clauseProblems(stages, in: package)
  // The record of the skeleton that `--reset` restores (SkeletonRecord.swift).
  problems += staleRecordProblems(in: package)
  let listed = chapterRules(stages, chapters: chapters, package: package)
  problems += listed.problems
  for (file, _) in listed.rewritten {
    problems.append(
      "\(file.lastPathComponent): a stage's rules are not listed as its tests state them; run progress --write-rules")
  }
  for problem in problems { print(problem) }
  print(problems.isEmpty ? "the stage table is consistent: \(stages.count) stages" : "\(problems.count) problems")
  exit(problems.isEmpty ? 0 : 1)
}

if writeRules {
  let listed = chapterRules(stages, chapters: chapters, package: package)
  for problem in listed.problems { print(problem) }
  for (file, text) in listed.rewritten {
    do {
      try text.write(to: file, atomically: true, encoding: .utf8)
      print("wrote the stages' rules into \(relative(file.path))")
    } catch {
      print("could not write \(relative(file.path)): \(error)")
    }
  }
  if listed.rewritten.isEmpty && listed.problems.isEmpty { print("every chapter lists its stages' rules already") }
  exit(listed.problems.isEmpty ? 0 : 1)
}

// MARK: - Build

let selected = stages.filter {
  (onlyStep == nil || $0.step == onlyStep) && (onlyStage == nil || $0.id == onlyStage) && isWanted($0)
}
let swiftPackage = ["--package-path", package.path] + sanitizerFlags(package: package)
/// How long one stage's tests may take. They need well under a second, so a stage still running
/// after this is stuck.
let stageTimeout = stageTimeLimit(Double(ProcessInfo.processInfo.environment["PROGRESS_TIMEOUT"] ?? "") ?? 30)
// A crash prints a short trace, and never hangs on Linux; `--tsan` adds the sanitizer's options.
let quiet = ["SWIFT_BACKTRACE": "enable=no"].merging(sanitizerEnvironment) { $1 }

/// A line of SwiftPM's build progress, such as `[4/8] Compiling Step4_Sink Sink.swift`.
func isBuildProgress(_ line: String) -> Bool {
  line.range(of: #"^\[\d+/\d+\] "#, options: .regularExpression) != nil
}

print("Building your code and the stage tests…")
let build = run(["swift", "build", "--build-tests"] + swiftPackage)
if build.status != 0 {
  let lines = build.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    .filter { !isBuildProgress($0) }
  if let first = lines.firstIndex(where: { $0.contains(": error: ") }) {
    let file = String(lines[first].prefix { $0 != ":" })
    let where_ = stage(forFile: file).map { " (stage \($0.id), \(link($0)))" } ?? ""
    print("\nYour code does not build yet. The compiler's first complaint, in \(relative(file))\(where_):\n")
    let shown = lines[first..<min(lines.count, first + 8)]
    for line in shown.prefix(through: shown.lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? first) {
      print("    " + line.replacingOccurrences(of: package.path + "/", with: ""))
    }
    print(
      "\nFix it, then run progress again. (`swift build --build-tests --package-path \(relative(package.path))` shows every error.)"
    )
  } else {
    print("\nThe build failed:\n")
    for line in lines.filter({ !$0.isEmpty }).suffix(15) { print("    " + line) }
  }
  exit(1)
}

/// How to run the stage tests: the test binary itself where it is one (Linux), which starts in
/// milliseconds and dies by its own signal when it crashes; through `swift test` elsewhere.
let runTests: [String] = {
  let bin =
    run(["swift", "build", "--show-bin-path"] + swiftPackage).output
    .split(separator: "\n").last.map { String($0) } ?? ""
  let binary = bin + "/BuildAlongPackageTests.xctest"
  var isFolder: ObjCBool = false
  if FileManager.default.fileExists(atPath: binary, isDirectory: &isFolder), !isFolder.boolValue {
    return [binary, "--testing-library", "swift-testing"]
  }
  return ["swift", "test", "--skip-build"] + swiftPackage
}()

// MARK: - Run the stages

/// What one test did: its rule (display name), the first issue's message and place, whether it
/// started and ended.
struct TestResult {
  var rule: String
  var issue: String?
  var location: String?
  var started = false
  var ended = false
}

/// A stage's verdict.
enum Verdict {
  case pass(Int)
  /// Every rule that failed, in the chapter's order; at least one.
  case fail([TestResult], passed: Int, total: Int)
  /// Stopped at the time limit: the message says which rule was running.
  case hang(String)
  /// The test process died: the message says how.
  case crash(String, signal: String?)
}

/// The names of the signals a crash ends with, and what usually causes them.
let signals: [Int32: (name: String, cause: String)] = [
  SIGILL: ("SIGILL", "a trap: a failed precondition, a force-unwrapped nil, an arithmetic overflow"),
  SIGTRAP: ("SIGTRAP", "a trap: a failed precondition, a force-unwrapped nil, an arithmetic overflow"),
  SIGABRT: ("SIGABRT", "an abort"),
  SIGSEGV: ("SIGSEGV", "a bad memory access, often an endless recursion that overflowed the stack"),
  SIGBUS: ("SIGBUS", "a bad memory access"),
  SIGFPE: ("SIGFPE", "an arithmetic error such as a division by zero"),
  SIGKILL: ("SIGKILL", "killed from outside, perhaps for using too much memory"),
]

/// How each rule of a stage did in its last run, by rule: what the list of rules marks.
var outcomes: [String: [String: RuleOutcome]] = [:]

/// Runs one stage's suite in a process of its own, its tests one at a time, with the stage's
/// time limit, and returns its verdict.
@MainActor func runStage(_ stage: Stage, slow: () -> Void) -> Verdict {
  let base = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(getpid())")
  let events = base.appendingPathExtension("jsonl")
  let log = base.appendingPathExtension("log")
  try? FileManager.default.removeItem(at: events)
  defer {
    try? FileManager.default.removeItem(at: events)
    try? FileManager.default.removeItem(at: log)
  }
  let ending = run(
    runTests + [
      "--filter", testFilter(stage), "--no-parallel",
      "--event-stream-output-path", events.path, "--event-stream-version", "0",
    ], environment: quiet, log: log, timeout: stageTimeout, slowAfter: 5, slow: slow)
  let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""

  var order: [String] = []
  var tests: [String: TestResult] = [:]
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
    case "testStarted" where tests[id] != nil: tests[id]?.started = true
    case "testEnded" where tests[id] != nil: tests[id]?.ended = true
    default: break
    }
  }
  let results = order.map { tests[$0]! }
  // The rule that was running when the process stopped: tests run one at a time.
  let running = results.first { $0.started && !$0.ended }.map { "\"\($0.rule)\"" } ?? "this stage"
  var outcome: [String: RuleOutcome] = [:]
  for result in results {
    outcome[result.rule] =
      !result.started ? .notRun : (result.issue != nil || !result.ended ? .failed : .passed)
  }
  outcomes[stage.id] = outcome
  let chapterOrder = rules(of: stage, in: package)
  if tsanRequested, let race = sanitizerVerdict(output: output, results: results) {
    if case .fail(let failed, _, _) = race { outcomes[stage.id]?[failed[0].rule] = .failed }
    return race
  }

  switch ending {
  case .notStarted(let why):
    return .crash(why, signal: nil)
  case .timedOut:
    return .hang("\(running) did not finish within \(Int(stageTimeout)) s: a deadlock or an endless loop")
  case .signal(let number):
    // The last fatal error is the one that ended the process (an exit test's child prints its own).
    let fatal = output.split(separator: "\n").last { $0.contains("Fatal error") }
    let (name, cause) = signals[number] ?? ("signal \(number)", "a crash")
    return .crash(
      "\(running) ended the test process with \(name): \(cause)" + (fatal.map { ".\n\($0)" } ?? ""), signal: name)
  case .exited(let status):
    // A stage without scripts: Swift Testing exits with 69 (EX_UNAVAILABLE) when no test matches.
    if results.isEmpty && onlyScripts && (status == 0 || status == 69) { return .pass(0) }
    if results.isEmpty || results.contains(where: { !$0.ended }) {
      let fatal = output.split(separator: "\n").last { $0.contains("Fatal error") || $0.contains("error:") }
      return .crash(
        "\(running) ended the test process (exit status \(status))" + (fatal.map { ":\n\($0)" } ?? ""), signal: nil)
    }
  }
  let failed = results.filter { $0.issue != nil }
  if !failed.isEmpty {
    let ordered = inChapterOrder(failed.map(\.rule), rules: chapterOrder).compactMap { rule in
      failed.first { $0.rule == rule }
    }
    return .fail(ordered, passed: results.count - failed.count, total: results.count)
  }
  return .pass(results.count)
}

/// The line `--all` and the running report print for a stage.
func line(_ stage: Stage, _ verdict: Verdict) -> String {
  switch verdict {
  case .pass(let count): return "  ✓ \(stage.id) \(stage.section)  (\(count) rules)"
  case .fail(_, let passed, let total): return "  ✘ \(stage.id) \(stage.section)  (\(passed) of \(total) rules)"
  case .hang: return "  ✘ \(stage.id) \(stage.section)  (hung)"
  case .crash(_, let signal): return "  ✘ \(stage.id) \(stage.section)  (crashed\(signal.map { ": " + $0 } ?? ""))"
  }
}

let steps = Array(Set(selected.map(\.step))).sorted()
let terminal = isatty(STDOUT_FILENO) != 0
var verdicts: [String: Verdict] = [:]

@MainActor func passes(_ stage: Stage) -> Bool {
  if case .pass = verdicts[stage.id] { return true }
  return false
}

@MainActor func summary(step: Int) -> String {
  if let onlyStage {
    return "Only stage \(onlyStage) ran: `progress \(step)` runs every stage of Step \(step) in order."
  }
  let ofStep = selected.filter { $0.step == step }
  // An earlier step's stage reported in place of this run's (Blame.swift).
  if ofStep.isEmpty { return "Step \(step) was not run: `progress \(step)` runs its stages in order." }
  return "Step \(step): \(ofStep.filter(passes).count) of \(ofStep.count) stages pass"
}

print("Running the stages in order, each in a process of its own (at most \(Int(stageTimeout)) s each):\n")
var failing: Stage?
stepLoop: for step in steps {
  for stage in selected where stage.step == step {
    // On a terminal, the stage being run shows until its verdict replaces it.
    if terminal {
      print("  … \(stage.id) \(stage.section)", terminator: "")
      fflush(nil)  // every stream: `stdout` itself is not concurrency-safe to name
    }
    var lineOpen = terminal
    let verdict = runStage(stage) {
      print(
        (lineOpen ? "\n" : "") + "    \(stage.id) is still running after 5 s; it is stopped at \(Int(stageTimeout)) s…")
      fflush(nil)  // every stream: `stdout` itself is not concurrency-safe to name
      lineOpen = false
    }
    verdicts[stage.id] = verdict
    print((lineOpen ? "\r\u{1B}[K" : "") + line(stage, verdict))
    // With --all, the rules that failed, by name, under their stage.
    if showAll, !passes(stage) {
      let failedRules = rules(of: stage, in: package).filter { outcomes[stage.id]?[$0] == .failed }
      for rule in failedRules { print("      ✘ \(rule)") }
    }
    fflush(nil)  // every stream: `stdout` itself is not concurrency-safe to name
    if !passes(stage) {
      failing = failing ?? stage
      if !showAll { break stepLoop }
    }
  }
  if showAll { print(summary(step: step) + "\n") }
}

// MARK: - Report

if showAll { exit(selected.allSatisfy(passes) ? 0 : 1) }

// The cause may be a file of an earlier step that this run skipped (Blame.swift): that stage is
// then the one reported.
if let first = failing,
  let blamed = earlierCause(
    of: first, ran: Set(verdicts.keys),
    run: { stage in
      verdicts[stage.id] = runStage(stage) {}
      print(line(stage, verdicts[stage.id]!))
      return passes(stage)
    })
{
  print(
    "\nStage \(first.id) builds on stage \(blamed.id), which fails too:\nits files come first, and it is reported below."
  )
  failing = blamed
}

guard let failing else {
  print("")
  for step in steps { print(summary(step: step)) }
  print(
    onlyStage.map { "\nStage \($0) passes." }
      ?? (onlyStep == nil
        ? "\nEvery stage passes. You have built the core." : "\nEvery stage of Step \(onlyStep!) passes."))
  exit(0)
}
print("\nStage \(failing.id) does not pass yet.")
let failingRules = rules(of: failing, in: package)
var failingRule: String?
switch verdicts[failing.id] {
case .fail(let tests, _, _): failingRule = tests.first?.rule
case .hang(let message), .crash(let message, _): failingRule = rule(namedIn: message, among: failingRules)
default: break
}
if !failingRules.isEmpty {
  // Two short lines rather than one of a terminal's width: a tutorial's pane is narrower.
  print("It checks these rules (✓ passes, ✘ fails, · did not run);")
  print("write from them, then compare with the section's listings:")
  for line in ruleList(failingRules, outcomes: outcomes[failing.id] ?? [:]) { print(line) }
}
print("Read:  \(link(failing))")
for section in failing.alsoRead { print("       \(link(failing, section: section))") }
for (chapter, section) in failing.readElsewhere {
  print("       " + relative(chapters.appendingPathComponent(chapter).path) + "#" + Heading.githubAnchor(section))
}
// The stage's files, grouped by folder, in the order the stage names them.
var folders: [(folder: String, names: [String])] = []
for path in failing.files.map({ sourcePath(of: $0, in: failing) }) {
  let folder = (path as NSString).deletingLastPathComponent
  let name = (path as NSString).lastPathComponent
  if let index = folders.firstIndex(where: { $0.folder == folder }) {
    folders[index].names.append(name)
  } else {
    folders.append((folder, [name]))
  }
}
for (index, entry) in folders.enumerated() {
  let where_ = relative(package.appendingPathComponent(entry.folder).path)
  print((index == 0 ? "Write: in " : "       in ") + "\(where_)/, " + entry.names.joined(separator: ", "))
}
if let note = failing.note { print("Note:  " + note) }
switch verdicts[failing.id] {
case .fail(let tests, let passed, let total):
  // The first failing rule in the chapter's order, then the others, each with where and why.
  for (index, test) in tests.enumerated() {
    if index == 0 {
      print("Rule:  \"\(test.rule)\"  (\(passed) of \(total) rules of this stage pass)")
      if let file = checkedFile(test.rule, test.issue ?? "", of: failing) { print("File:  \(file)") }
    } else {
      print("Also:  \"\(test.rule)\"")
    }
    if let location = test.location { print("At:    \(location)") }
    for line in messageLines(test.issue ?? "", whole: index == 0) { print(line) }
  }
case .hang(let message):
  print("Hang:  " + message)
case .crash(let message, _):
  let lines = message.split(separator: "\n")
  print("Crash: " + (lines.first.map(String.init) ?? ""))
  for line in lines.dropFirst() { print("       " + line) }
default: break
}
if let failingRule, showHint {
  print("")
  for line in hintLines(for: failingRule, of: failing, in: package) { print(line) }
} else if failingRule != nil {
  print("Stuck?  `progress --hint` adds a hint, in words, for this rule.")
}
print("")
print(summary(step: failing.step))
exit(1)
