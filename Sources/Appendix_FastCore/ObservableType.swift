/// Anything an observer can subscribe to. Every operator is an extension on this protocol.
public protocol ObservableType<Element>: ObservableConvertibleType {
  /// Starts delivering events to `observer`; disposing the result stops the subscription and lets
  /// go of `observer`.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Wraps this sequence in an ``Observable`` that subscribes to it.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
