import Foundation
import Step3_Events

/// A raw observer for tests: it records every event it receives, in order, and polices nothing,
/// so a test sees exactly what a sequence sent. Steps 4 to 7 share one for their own core, in
/// `Tests/RxTestSupport`.
final class EventRecorder<Element>: ObserverType, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Event<Element>] = []

  func on(_ event: Event<Element>) {
    lock.withLock { recorded.append(event) }
  }

  /// Every event received so far.
  var events: [Event<Element>] {
    lock.withLock { recorded }
  }

  /// The events as RxSwift prints them, e.g. `["next(1)", "completed"]`.
  var descriptions: [String] {
    events.map(\.description)
  }
}

/// An error with a readable description, for tests that send errors.
struct TestError: Error, CustomStringConvertible, Equatable {
  var description: String { "TestError" }
}
