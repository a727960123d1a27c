/// The reference's `AnonymousObserver`: a closure behind the stop rule. After the first `error` or
/// `completed`, or once disposed, it drops everything.
public final class ModelObserver {
  private let handler: (Ev) -> Void
  private var stopped = false

  /// An observer that passes events to `handler` until the first stop event.
  public init(_ handler: @escaping (Ev) -> Void) {
    self.handler = handler
  }

  /// Passes `event` on, unless the observer has stopped; a stop event stops it first.
  public func on(_ event: Ev) {
    if stopped { return }
    if event.isStop { stopped = true }
    handler(event)
  }

  /// Stops the observer: every later event is dropped.
  public func dispose() {
    stopped = true
  }
}
