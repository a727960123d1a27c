import Step4_Sink

extension ObservableType {
  /// A sequence with no elements that completes at once.
  public static func empty() -> Observable<Element> {
    EmptyProducer()
  }
}

/// Sends `completed` inside `subscribe`; nothing to clean up.
final private class EmptyProducer<Element>: Producer<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.on(.completed)
    return Disposables.create()
  }
}
