import Step4_Sink

// snippet: just
extension ObservableType {
  /// A sequence of exactly one element, then `completed`.
  public static func just(_ element: Element) -> Observable<Element> {
    Just(element: element)
  }
}

/// `just` has nothing to clean up and finishes inside `subscribe`, so it skips the sink
/// and the `SinkDisposer` altogether and overrides `subscribe` itself.
final private class Just<Element>: Producer<Element> {
  private let element: Element

  init(element: Element) {
    self.element = element
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.on(.next(element))
    observer.on(.completed)
    return Disposables.create()
  }
}
// snippet: end
