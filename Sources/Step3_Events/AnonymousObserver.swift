import Synchronization

// snippet: anonymous-observer
/// An observer made from a closure, which enforces the stop rule: once it has passed on
/// an `error` or `completed`, it drops every later event.
///
/// The stop flag is an `Atomic`, so the rule holds even when two threads send events at
/// once: exactly one stop event gets through. The handler is the caller's code.
public final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  private let handler: (Event<Element>) -> Void
  private let isStopped = Atomic<Bool>(false)

  /// Makes an observer that passes events to `handler` until the first stop event.
  public init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  /// Passes `event` on, unless a stop event has already been passed on.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if !isStopped.load(ordering: .acquiring) {
        handler(event)
      }
    case .error, .completed:
      // `exchange` sets the flag and returns the old value in one atomic step:
      // only the first stop event sees `false`.
      if !isStopped.exchange(true, ordering: .acquiringAndReleasing) {
        handler(event)
      }
    }
  }
}
// snippet: end
