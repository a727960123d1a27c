import Step4_Sink

extension ObservableType {
  /// A sequence that never sends anything, not even `completed`.
  public static func never() -> Observable<Element> {
    NeverProducer()
  }
}

/// Sends nothing, ever; disposing the subscription has nothing to stop.
final private class NeverProducer<Element>: Producer<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    Disposables.create()
  }
}
