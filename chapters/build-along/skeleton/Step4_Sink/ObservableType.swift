/// Anything an observer can subscribe to. Every operator is an extension on this
/// protocol, so operators chain on observables, subjects and anything else that conforms.
public protocol ObservableType<Element>: ObservableConvertibleType {
  /// Starts delivering events to `observer`; disposing the result stops the subscription.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Wraps this sequence in an `Observable` that subscribes to it.
  public func asObservable() -> Observable<Element> {
    // TODO: chapter 4, "The observable side: three small protocols and an abstract class"
    PlaceholderObservable()
  }
}
