import Step4_Sink

extension ObservableType {
  /// Lets through only the elements for which `predicate` returns true. If `predicate`
  /// throws, the sequence ends with that error and the source is disposed.
  public func filter(
    _ predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    Filter(source: asObservable(), predicate: predicate)
  }
}

// snippet: filter-sink
/// One subscription's worth of `filter`: drops the elements the predicate rejects.
final private class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Predicate = (Observer.Element) throws -> Bool

  private let predicate: Predicate

  init(predicate: @escaping Predicate, observer: Observer, cancel: any Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let element):
      do {
        if try predicate(element) {
          forwardOn(event)
        }
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
// snippet: end

/// The `filter` sequence: makes a `FilterSink` per subscription.
final private class Filter<Element>: Producer<Element> {
  typealias Predicate = (Element) throws -> Bool

  private let source: Observable<Element>
  private let predicate: Predicate

  init(source: Observable<Element>, predicate: @escaping Predicate) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
