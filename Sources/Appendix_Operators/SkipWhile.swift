import Step4_Sink

extension ObservableType {
  /// Drops elements as long as `predicate` is true, and from the first for which it is false,
  /// passes that one and every one after it without asking again. A throwing predicate ends the
  /// sequence with its error.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SkipWhile(source: asObservable(), predicate: predicate)
  }
}

/// One subscription of `skip(while:)`: a flag that the predicate turns on for good.
final private class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let predicate: (Observer.Element) throws -> Bool
  private var running = false  // events arrive one at a time: no lock

  init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer, cancel: any Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      if !running {
        do {
          running = try !predicate(value)
        } catch {
          forwardOn(.error(error))
          dispose()
          return
        }
      }
      if running {
        forwardOn(event)
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}

/// The `skip(while:)` sequence.
final private class SkipWhile<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let predicate: (Element) throws -> Bool

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
