import Foundation
import Step4_Sink

/// A raw observer for tests: it records every event it receives, in order, and polices nothing,
/// so a test sees exactly what a sequence sent. (Step 3, whose types differ, keeps its own.)
public final class EventRecorder<Element>: ObserverType, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var recorded: [Event<Element>] = []

  /// Makes a recorder that has seen nothing.
  public init() {}

  /// Records `event`.
  public func on(_ event: Event<Element>) {
    lock.withLock { recorded.append(event) }
  }

  /// Every event received so far.
  public var events: [Event<Element>] {
    lock.withLock { recorded }
  }

  /// The events as RxSwift prints them, e.g. `["next(1)", "completed"]`.
  public var descriptions: [String] {
    events.map(\.description)
  }
}

/// An error with a readable description, for tests that send errors.
public struct TestError: Error, CustomStringConvertible, Equatable {
  public init() {}
  /// `TestError`, as it appears in `error(TestError)`.
  public var description: String { "TestError" }
}
