/// The base of observers that enforce the stop rule: `on(_:)` lets `next` events through
/// until the first stop event, lets exactly one stop event through, and hands what passes
/// to `onCore`.
///
/// Subclasses implement `onCore(_:)` and never think about the rule again.
open class ObserverBase<Element>: Disposable, ObserverType {
  /// Makes an observer that has not stopped.
  public init() {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }

  /// Applies the stop rule, then passes the event to `onCore`.
  public final func on(_ event: Event<Element>) {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }

  /// Handles an event that passed the stop rule. Subclasses must override it.
  open func onCore(_ event: Event<Element>) {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }

  /// Stops the observer: from now on every event is dropped.
  open func dispose() {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }
}
