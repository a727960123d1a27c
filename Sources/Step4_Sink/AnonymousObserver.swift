// snippet: anonymous-observer
/// An observer made from a closure; ``ObserverBase`` enforces the stop rule for it.
///
/// `subscribe(_ on:)` wraps its closure in one of these, which is why a closure
/// subscriber never sees an event after `completed`.
public final class AnonymousObserver<Element>:
  ObserverBase<Element>, @unchecked Sendable
{
  /// The closure's type: it receives every event that passes the stop rule.
  public typealias EventHandler = (Event<Element>) -> Void

  private let eventHandler: EventHandler

  /// Makes an observer that passes events to `eventHandler` until the first stop event.
  public init(_ eventHandler: @escaping EventHandler) {
    self.eventHandler = eventHandler
  }

  /// Calls the handler.
  public override func onCore(_ event: Event<Element>) {
    eventHandler(event)
  }
}
// snippet: end
