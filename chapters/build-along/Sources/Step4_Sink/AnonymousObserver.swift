/// An observer made from a closure; `ObserverBase` enforces the stop rule for it.
///
/// `subscribe(_ on:)` wraps its closure in one of these, which is why a closure
/// subscriber never sees an event after `completed`.
public final class AnonymousObserver<Element>:
  ObserverBase<Element>, @unchecked Sendable
{
  /// The closure's type: it receives every event that passes the stop rule.
  public typealias EventHandler = (Event<Element>) -> Void

  /// Makes an observer that passes events to `eventHandler` until the first stop event.
  public init(_ eventHandler: @escaping EventHandler) {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }

  /// Calls the handler.
  public override func onCore(_ event: Event<Element>) {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }
}
