import Step4_Sink

extension ObservableType {
  /// A sequence with no elements that fails at once with `error`.
  public static func error(_ error: any Error) -> Observable<Element> {
    ErrorProducer(error: error)
  }
}

/// Sends `error` inside `subscribe`; nothing to clean up.
final private class ErrorProducer<Element>: Producer<Element> {
  private let error: any Error

  init(error: any Error) {
    self.error = error
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.on(.error(error))
    return Disposables.create()
  }
}
