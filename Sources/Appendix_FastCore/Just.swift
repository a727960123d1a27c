extension ObservableType {
  /// A sequence of exactly one element, then `completed`.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Just(element: element)
  }
}

/// `just` finishes inside `subscribe` and has nothing to clean up: no sink, no disposer.
@usableFromInline
final class Just<Element>: Producer<Element> {
  private let element: Element

  @usableFromInline
  init(element: Element) {
    self.element = element
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.onNext(element)
    observer.onCompleted()
    return Disposables.create()
  }

  override func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (any Disposable & AnyObject)? {
    observer.onNext(element)
    observer.onCompleted()
    return nil
  }
}
