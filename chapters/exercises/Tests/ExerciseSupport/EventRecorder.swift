import Foundation
import Step4_Sink

/// A raw observer for the tests of chapters 4 to 7: it records every event it receives, in order,
/// from any thread, and polices nothing, so a test sees exactly what reached it.
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

/// An object whose lifetime a test watches through a weak reference.
public final class Token: @unchecked Sendable {
  /// Makes a token.
  public init() {}
}

/// A disposable that counts how often it is disposed, from any thread.
public final class CountingDisposable: Disposable, @unchecked Sendable {
  private let disposals = AtomicInt(0)

  /// Makes a disposable that has not been disposed.
  public init() {}

  /// How many times `dispose()` has been called.
  public var count: Int { Int(disposals.load()) }

  /// Counts one more disposal.
  public func dispose() { disposals.increment() }
}
