import Synchronization

/// An observer made from a closure, which enforces the stop rule: once it has passed on
/// an `error` or `completed`, it drops every later event.
///
/// The stop flag is an `Atomic`, so the rule holds even when two threads send events at
/// once: exactly one stop event gets through. The handler is the caller's code.
public final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  /// Makes an observer that passes events to `handler` until the first stop event.
  public init(_ handler: @escaping (Event<Element>) -> Void) {
    // TODO: chapter 3, "The stop rule, and why its flag is atomic"
  }

  /// Passes `event` on, unless a stop event has already been passed on.
  public func on(_ event: Event<Element>) {
    // TODO: chapter 3, "The stop rule, and why its flag is atomic"
  }
}
