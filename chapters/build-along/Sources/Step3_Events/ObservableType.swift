/// Anything an observer can subscribe to: a sequence of `Element`s, delivered as events.
public protocol ObservableType<Element> {
  /// The type of the elements of the sequence.
  associatedtype Element

  /// Starts delivering events to `observer`; disposing the result stops the subscription.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Subscribes a closure, wrapped in an `AnonymousObserver` so that it sees at most one
  /// stop event.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    // TODO: chapter 3, "ObservableType and a naive Observable"
    Disposables.create()
  }
}
