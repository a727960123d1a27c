/// The base of observers that enforce the stop rule: `on(_:)` lets `next` events through until
/// the first stop event, lets exactly one stop event through, and hands what passes to `onCore`.
///
/// Subclasses implement `onCore(_:)` and never think about the rule again.
open class ObserverBase<Element>: ObserverObject<Element>, Disposable {
  private let isStopped = AtomicInt(0)

  /// Makes an observer that has not stopped.
  public override init() {
    super.init()
    Resources.incrementTotal(self)
  }

  /// Applies the stop rule, then passes the event to `onCore`.
  public final override func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if isStopped.load() == 0 {
        onCore(event)
      }
    case .error, .completed:
      if isStopped.fetchOr(1) == 0 {
        onCore(event)
      }
    }
  }

  /// Handles an event that passed the stop rule. Subclasses must override it.
  open func onCore(_ event: Event<Element>) {
    rxAbstractMethod()
  }

  /// Stops the observer: from now on every event is dropped.
  open func dispose() {
    isStopped.fetchOr(1)
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
