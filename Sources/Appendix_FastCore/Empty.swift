extension ObservableType {
  /// A sequence with no elements that completes at once.
  public static func empty() -> Observable<Element> {
    EmptyProducer()
  }

  /// A sequence with no elements that fails at once with `error`.
  public static func error(_ error: any Error) -> Observable<Element> {
    ErrorProducer(error: error)
  }

  /// A sequence that never sends anything, not even `completed`.
  public static func never() -> Observable<Element> {
    NeverProducer()
  }
}

/// Sends `completed` inside `subscribe`; nothing to clean up.
final private class EmptyProducer<Element>: Producer<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.onCompleted()
    return Disposables.create()
  }

  override func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (any Disposable & AnyObject)? {
    observer.onCompleted()
    return nil
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

  override func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (any Disposable & AnyObject)? {
    observer.on(.error(error))
    return nil
  }
}

/// Sends nothing, ever; disposing the subscription has nothing to stop.
final private class NeverProducer<Element>: Producer<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    Disposables.create()
  }

  override func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (any Disposable & AnyObject)? {
    nil
  }
}
