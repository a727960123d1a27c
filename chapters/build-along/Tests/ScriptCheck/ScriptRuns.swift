import Foundation

/// How a script runs against your code.
public enum ScriptMode: Sendable, Hashable {
  /// On one thread, as written.
  case alone
  /// As written, while another thread reads every property the type exposes, round after round,
  /// until the script ends. Under the thread sanitizer (`progress --tsan`) a property read
  /// without the type's lock, or without an atomic, is a data race the sanitizer reports.
  case readFromAnotherThread
}

/// A family of scripts for one type: how to make a script from a seed, show it as Swift, and run it
/// against your code and against the reference.
///
/// The reference is a small model written in this package (`Model….swift`): the rules the chapters
/// teach, as plain single-threaded Swift, with no locks or atomics to get wrong. The build-along
/// stands alone, and your modules carry the course's module names, so the course's own code could
/// not be linked beside yours; instead, `BUILD_ALONG_USE_COURSE=1` runs every script against the
/// course's code, which must agree with the model on every seed (`chapters/build-along/check`).
public struct ScriptSpec<Setup, Op>: @unchecked Sendable {
  /// A script: what exists before the first step (made with the script, never shrunk), and the
  /// steps.
  public typealias Script = (setup: Setup, steps: [Op])

  /// The type under test, as the learner reads it: `PublishSubject`.
  public var type: String
  /// The learner's file that declares it: `Sources/Step6_Subjects/PublishSubject.swift`.
  public var file: String
  /// How many seeds to run, 1 to `seeds`.
  public var seeds: Int
  /// Makes the script of a seed.
  public var generate: (inout SeededRandom) -> Script
  /// Drops the steps that refer to something no earlier step made; shrinking leaves such steps.
  public var normalize: (Script) -> [Op]
  /// Simpler forms of a step, tried while shrinking (a subscriber without its reaction, say).
  public var simplify: (Op) -> [Op]
  /// The script as Swift: the lines before the first step, then one line per step.
  public var listing: (Script) -> (setup: [String], steps: [String])
  /// Runs a script against your code, noting what it sees; at the end it lets go of everything.
  public var yours: (Script, Log, ScriptMode) -> Void
  /// Runs a script against the reference.
  public var reference: (Script, Log) -> Void

  /// A family of scripts; see the properties for what each part does.
  public init(
    type: String, file: String, seeds: Int = 200, generate: @escaping (inout SeededRandom) -> Script,
    normalize: @escaping (Script) -> [Op] = { $0.steps }, simplify: @escaping (Op) -> [Op] = { _ in [] },
    listing: @escaping (Script) -> (setup: [String], steps: [String]),
    yours: @escaping (Script, Log, ScriptMode) -> Void, reference: @escaping (Script, Log) -> Void
  ) {
    self.type = type
    self.file = file
    self.seeds = seeds
    self.generate = generate
    self.normalize = normalize
    self.simplify = simplify
    self.listing = listing
    self.yours = yours
    self.reference = reference
  }
}

/// What one run against your code showed.
struct Outcome {
  var observations: [Observation]
  /// The step that never returned, when the run did not finish in time.
  var stuck: Int?
}

/// The scripts of a family, run once per process and mode, and each rule's verdict on them.
public final class ScriptRuns<Setup, Op>: @unchecked Sendable {
  typealias Script = ScriptSpec<Setup, Op>.Script
  let spec: ScriptSpec<Setup, Op>
  private let lock = NSLock()
  // Guarded by `lock`: the runs of each mode, made the first time a rule asks.
  private var runs: [ScriptMode: [Run]] = [:]

  struct Run {
    let seed: UInt64
    let script: Script
    let yours: Outcome
    let reference: [Observation]
  }

  /// The runs of `spec`, made when a rule first asks for them.
  public init(_ spec: ScriptSpec<Setup, Op>) {
    self.spec = spec
  }

  /// The seeds to run: `SCRIPT_SEED` first when it is set, then 1 to `seeds`.
  var seeds: [UInt64] {
    let chosen = ProcessInfo.processInfo.environment["SCRIPT_SEED"].flatMap { UInt64($0) }
    let all = (1...UInt64(spec.seeds)).filter { $0 != chosen }
    return (chosen.map { [$0] } ?? []) + all
  }

  /// How many seeds a mode runs: the reading thread makes a run slower, and its point is the
  /// sanitizer's, which needs few.
  func seedCount(_ mode: ScriptMode) -> Int {
    mode == .alone ? spec.seeds : min(spec.seeds, 40)
  }

  private func allRuns(_ mode: ScriptMode) -> [Run] {
    lock.withLock {
      if let made = runs[mode] { return made }
      var made: [Run] = []
      for seed in seeds.prefix(seedCount(mode)) {
        var random = SeededRandom(seed: seed)
        let generated = spec.generate(&random)
        let script = (generated.setup, spec.normalize(generated))
        if ProcessInfo.processInfo.environment["SCRIPT_DUMP"] != nil {
          // For a maintainer tuning a family's scripts: every script, as it runs.
          let listing = spec.listing(script)
          print("seed \(seed):\n" + (listing.setup + listing.steps).map { "    " + $0 }.joined(separator: "\n"))
        }
        let yours = runYours(script, mode: mode, timeout: 3)
        made.append(Run(seed: seed, script: script, yours: yours, reference: runReference(script)))
        // A run that never returned leaves a thread stuck for good; one is enough to judge by.
        if yours.stuck != nil { break }
      }
      runs[mode] = made
      return made
    }
  }

  func runReference(_ script: Script) -> [Observation] {
    let log = Log()
    spec.reference(script, log)
    return log.observations
  }

  /// Runs `script` against your code on a thread of its own, so that a deadlock ends the run
  /// after `timeout` seconds instead of the stage; the stuck thread is left behind.
  func runYours(_ script: Script, mode: ScriptMode, timeout: Double) -> Outcome {
    let log = Log()
    let done = DispatchSemaphore(value: 0)
    let spec = spec
    nonisolated(unsafe) let script = script
    let thread = Thread {
      spec.yours(script, log, mode)
      done.signal()
    }
    thread.stackSize = 4 << 20
    thread.start()
    if done.wait(timeout: .now() + timeout) == .timedOut {
      return Outcome(observations: log.observations, stuck: log.step)
    }
    return Outcome(observations: log.observations, stuck: nil)
  }

  /// Where your run and the reference's first part in `aspect`: the step, and what each saw in it.
  func difference(_ yours: Outcome, _ reference: [Observation], _ aspect: Aspect) -> Difference? {
    var mine = yours.observations.filter { $0.aspect == aspect }
    var theirs = reference.filter { $0.aspect == aspect }
    if let stuck = yours.stuck {
      if aspect == .hears {
        mine.append(Observation(step: stuck, aspect: aspect, text: Difference.neverReturned))
      } else {
        // What the other aspects saw up to the step that never returned; the rest is the hang's.
        mine = mine.filter { $0.step < stuck }
        theirs = theirs.filter { $0.step < stuck }
      }
    }
    let same = zip(mine, theirs).prefix { $0 == $1 }.count
    if same == mine.count && same == theirs.count { return nil }
    let step = min(
      same < mine.count ? mine[same].step : Int.max, same < theirs.count ? theirs[same].step : Int.max)
    return Difference(
      step: step, yours: mine.filter { $0.step == step }.map(\.text),
      reference: theirs.filter { $0.step == step }.map(\.text))
  }

  /// The first failing run in `aspect`, shrunk, as a message; nil when every run agrees.
  public func failure(_ aspect: Aspect, mode: ScriptMode = .alone) -> String? {
    // A script that hangs on its own is the `hears` rule's to report: with a reader beside it, it
    // would only hang again, and cost its timeout twice.
    if mode != .alone, allRuns(.alone).contains(where: { $0.yours.stuck != nil }) { return nil }
    let made = allRuns(mode)
    // A run that hung ended the runs: the hang is the `hears` rule's to report, as a difference.
    guard let first = made.first(where: { difference($0.yours, $0.reference, aspect) != nil }) else { return nil }
    return message(first, aspect: aspect, mode: mode)
  }

  private func message(_ run: Run, aspect: Aspect, mode: ScriptMode) -> String {
    let (script, yours, reference) = shrink(run, aspect: aspect, mode: mode)
    guard let difference = difference(yours, reference, aspect) else { return "(no difference)" }
    let listing = spec.listing(script)
    var lines = [
      "Your \(spec.type) (\(spec.file)) and the reference part in this script, the shortest found from seed \(run.seed)"
        + " (\(script.steps.count) of its \(run.script.steps.count) steps):"
    ]
    lines += listing.setup.map { "      " + $0 }
    let theirs = reference.filter { $0.aspect == aspect }
    for (index, line) in listing.steps.enumerated() where index + 1 <= difference.step {
      let step = index + 1
      var shown = String(step).leftPadded(3) + "   " + line
      if step < difference.step {
        let heard = theirs.filter { $0.step == step }.map(\.text)
        if !heard.isEmpty, shown.count + heard.joined(separator: "; ").count < 96 {
          shown += "   // " + heard.joined(separator: "; ")
        }
      }
      lines.append(shown)
    }
    if difference.step > listing.steps.count {
      lines.append("      at the end, once the script has let go of everything it held:")
    }
    lines.append("        yours:         " + difference.describe(difference.yours))
    lines.append("        the reference: " + difference.describe(difference.reference))
    if mode == .readFromAnotherThread {
      lines.append("(while another thread read the \(spec.type)'s properties throughout)")
    }
    lines.append("SCRIPT_SEED=\(run.seed) runs this seed first.")
    return lines.joined(separator: "\n")
  }

  /// The shortest script found that still shows a difference in `aspect`: steps taken out, a chunk
  /// at a time and then one at a time, and steps made simpler, for as long as the difference stays.
  /// A run that hangs costs its timeout, so shrinking a hang gives up after a few seconds.
  func shrink(_ run: Run, aspect: Aspect, mode: ScriptMode) -> (Script, Outcome, [Observation]) {
    var best = (run.script, run.yours, run.reference)
    let setup = run.script.setup
    let deadline = Date(timeIntervalSinceNow: run.yours.stuck == nil ? 10 : 4)
    func fails(_ steps: [Op]) -> Bool {
      guard Date() < deadline else { return false }
      let candidate = (setup, spec.normalize((setup, steps)))
      let yours = runYours(candidate, mode: mode, timeout: run.yours.stuck == nil ? 3 : 0.5)
      let reference = runReference(candidate)
      guard difference(yours, reference, aspect) != nil else { return false }
      best = (candidate, yours, reference)
      return true
    }
    var chunk = max(1, best.0.steps.count / 2)
    while chunk >= 1, Date() < deadline {
      var index = 0
      var removed = false
      while index < best.0.steps.count, Date() < deadline {
        let steps = best.0.steps
        let candidate = Array(steps[..<index] + steps[min(steps.count, index + chunk)...])
        if spec.normalize((setup, candidate)).count < steps.count, fails(candidate) {
          removed = true
        } else {
          index += chunk
        }
      }
      if !removed { chunk /= 2 }
    }
    var index = 0
    while index < best.0.steps.count, Date() < deadline {
      for simpler in spec.simplify(best.0.steps[index]) {
        var candidate = best.0.steps
        candidate[index] = simpler
        if fails(candidate) { break }
      }
      index += 1
    }
    return best
  }
}

/// Where two runs part: the step, and what each noted in it.
struct Difference {
  static let neverReturned = "(this step never returned: a deadlock, or a wait that never ends)"
  let step: Int
  let yours: [String]
  let reference: [String]

  func describe(_ texts: [String]) -> String {
    texts.isEmpty ? "nothing" : texts.joined(separator: "; ")
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
