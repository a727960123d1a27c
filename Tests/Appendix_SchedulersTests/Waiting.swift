import Dispatch
import Foundation

/// Runs `body` on a thread of its own and waits for it at most `seconds`. True if it returned in
/// time. A test of code that could loop forever calls it, so that a regression fails the test
/// instead of hanging the run. (A loop that never ends keeps its thread busy until the test
/// process exits; there is no safe way to stop a thread from outside.)
func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread {
    body()
    done.signal()
  }.start()
  return done.wait(timeout: .now() + seconds) == .success
}

/// How long the tests that use real threads wait for an outcome before they give up. Generous,
/// because the machine may be busy, and the thread sanitizer slows everything down; a passing
/// test waits only as long as the work takes.
let patience: Double = 30

/// A thread-safe list, for observers called on Dispatch threads.
final class Collected<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value] = []  // guarded by `lock`

  func append(_ value: Value) {
    lock.withLock { values.append(value) }
  }

  var all: [Value] {
    lock.withLock { values }
  }
}
