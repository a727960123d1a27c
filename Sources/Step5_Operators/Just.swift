import Step4_Sink

// snippet: just
extension ObservableType {
  /// A sequence of exactly one element, then `completed`.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Just(element: element)
  }
}

/// `just` has nothing to clean up and finishes inside `subscribe`, so it skips the sink and the
/// `SinkDisposer` altogether and overrides `subscribe` itself.
@usableFromInline
final class Just<Element>: Producer<Element> {
  private let element: Element

  @usableFromInline
  init(element: Element) {
    self.element = element
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.onNext(element)  // RxSwift: `observer.on(.next(element))`; see the appendix
    observer.on(.completed)
    return Disposables.create()
  }
}
// snippet: end
