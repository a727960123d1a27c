import Foundation

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
