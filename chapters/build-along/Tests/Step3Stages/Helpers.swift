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
