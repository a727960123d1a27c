/// A sequence made from a closure, whose `subscribe` does all the work itself: it
/// forwards events, disposes on a stop event, and collects the cleanup in one composite.
///
/// This is the naive design chapter 4 takes apart. It trusts the observer it is given to
/// obey the stop rule, and it never checks whether the subscription was disposed.
public final class Observable<Element>: ObservableType {
  /// What the closure receives (an observer to send events to) and returns (its cleanup).
  public typealias SubscribeHandler = (any ObserverType<Element>) -> any Disposable

  /// Makes a sequence that runs `subscribe` anew for every subscriber.
  public init(_ subscribe: @escaping SubscribeHandler) {
    // TODO: chapter 3, "ObservableType and a naive Observable"
  }

  /// Runs the closure with an observer that forwards to `observer`, and disposes
  /// everything on the first stop event.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // TODO: chapter 3, "ObservableType and a naive Observable"
    Disposables.create()
  }
}
