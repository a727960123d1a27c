import Foundation
import Testing

/// Ends the test process, naming the test, when a test has run for `seconds`. A synchronous test
/// that deadlocks cannot be stopped from outside: `.timeLimit` waits for it for good, and two of
/// them hold both threads of a two-core machine's test pool, so every other test waits too. For a
/// suite whose code runs on a lock of the learner's making, where `finishes` around each call
/// would hide what the test shows, this is the limit that really ends the run, with a message.
public struct Watchdog: TestTrait, SuiteTrait, TestScoping {
  /// How long a test of the suite may run, in a plain build.
  public let seconds: Double

  /// How many times longer a test may run under the thread sanitizer, which slows every memory
  /// access and, on a two-core machine, keeps a test waiting minutes for its turn.
  public static let sanitizerFactor = 5.0

  /// The limit for a test: `seconds`, or `sanitizerFactor` times it in a thread-sanitized build.
  public static func limit(seconds: Double, sanitized: Bool) -> Double {
    sanitized ? seconds * sanitizerFactor : seconds
  }

  /// At most how many times longer a test may run on a machine whose runnable work outnumbers its
  /// cores: an exit test waiting for its child process on a two-core machine running four builds
  /// is slow, not deadlocked.
  public static let maximumLoadFactor = 5.0

  /// How much longer a test may run at a load average of `load` on `cores` cores: the load per
  /// core, at least 1 and at most `maximumLoadFactor`.
  public static func loadFactor(load: Double, cores: Int) -> Double {
    min(max(load / Double(max(cores, 1)), 1), maximumLoadFactor)
  }

  /// The machine's load average over the last minute, from `/proc/loadavg` (0 where there is none).
  static func currentLoad() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
      let first = text.split(separator: " ").first
    else { return 0 }
    return Double(first) ?? 0
  }

  /// Whether this process runs with the thread sanitizer: its runtime is linked in.
  public static let isSanitized: Bool = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else {
      try await function()
      return
    }
    let done = DispatchSemaphore(value: 0)
    let name = test.displayName ?? test.name
    let seconds = Self.limit(seconds: seconds, sanitized: Self.isSanitized)
    Thread {
      guard done.wait(timeout: .now() + seconds) == .timedOut else { return }
      // On a loaded machine, wait out the rest of the scaled limit before calling it a deadlock.
      let factor = Self.loadFactor(load: Self.currentLoad(), cores: ProcessInfo.processInfo.activeProcessorCount)
      guard factor <= 1 || done.wait(timeout: .now() + seconds * (factor - 1)) == .timedOut else { return }
      FileHandle.standardError.write(
        Data(
          """
          ✘ Test "\(name)" did not end within its \(Int(seconds)) s limit (longer on a loaded machine): a deadlock, most likely a lock held while \
          calling out. The watchdog ends the test run here.\n
          """.utf8))
      exit(3)
    }.start()
    defer { done.signal() }
    try await function()
  }
}

extension Trait where Self == Watchdog {
  /// Ends the test process, naming the test, when a test runs longer than `seconds`.
  public static func watchdog(seconds: Double = 60) -> Self {
    Watchdog(seconds: seconds)
  }
}
