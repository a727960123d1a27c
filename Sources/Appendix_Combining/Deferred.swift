import Step4_Sink

extension ObservableType {
  /// Calls `observableFactory` anew for every subscription and subscribes to what it returns,
  /// so that each subscriber gets a sequence made at the moment it subscribed.
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
    -> Observable<Element>
  {
    Deferred(observableFactory: observableFactory)
  }
}

/// One subscription of `deferred`: forwards what the made sequence sends.
final private class DeferredSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  func run(_ observableFactory: () throws -> Observable<Observer.Element>) -> any Disposable {
    do {
      return try observableFactory().subscribe(self)
    } catch {
      forwardOn(.error(error))  // the factory's error is the sequence's
      dispose()
      return Disposables.create()
    }
  }

  func on(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    }
  }
}

/// The `deferred` sequence.
final private class Deferred<Element>: Producer<Element> {
  private let observableFactory: () throws -> Observable<Element>

  init(observableFactory: @escaping () throws -> Observable<Element>) {
    self.observableFactory = observableFactory
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = DeferredSink(observer: observer, cancel: cancel)
    let subscription = sink.run(observableFactory)
    return (sink: sink, subscription: subscription)
  }
}
