import Foundation
import Step3_Events
import Synchronization

/// A raw observer for tests: it records every event it receives, in order, and polices nothing,
/// so a test sees exactly what a sequence sent.
final class EventRecorder<Element>: ObserverType, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Event<Element>] = []

  func on(_ event: Event<Element>) {
    lock.withLock { recorded.append(event) }
  }

  /// The events as RxSwift prints them, e.g. `["next(1)", "completed"]`.
  var descriptions: [String] {
    lock.withLock { recorded.map(\.description) }
  }
}

/// An error with a readable description, for tests that send errors.
struct TestError: Error, CustomStringConvertible, Equatable {
  var description: String { "TestError" }
}

/// Counts how often it is disposed, from any thread.
final class CountingDisposable: Disposable, @unchecked Sendable {
  private let disposals = Atomic<Int>(0)
  var count: Int { disposals.load(ordering: .relaxed) }
  func dispose() { disposals.add(1, ordering: .relaxed) }
}

/// Runs `body(index)` for each index on a thread of its own, all released at once, and returns
/// when every one has finished. Plain threads, unlike `DispatchQueue.concurrentPerform`, share no
/// queue that would order them, so that the thread sanitizer sees an unsynchronized flag.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let start = DispatchSemaphore(value: 0)
  let done = DispatchSemaphore(value: 0)
  for index in 0..<count {
    Thread {
      start.wait()
      body(index)
      done.signal()
    }.start()
  }
  for _ in 0..<count { start.signal() }
  for _ in 0..<count { done.wait() }
}

/// Runs `work` on a thread of its own and says whether it finished within `seconds`. A rule about
/// re-entry uses it so that a deadlock fails the rule at once, instead of hanging the stage; the
/// stuck thread is left behind, and ends with the test process.
func finishes(within seconds: Double = 5, _ work: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread {
    work()
    done.signal()
  }.start()
  return done.wait(timeout: .now() + seconds) == .success
}
