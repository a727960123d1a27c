extension ObservableType {
  /// Lets through only the elements for which `predicate` returns true. If `predicate` throws,
  /// the sequence ends with that error and the source is disposed.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Filter(source: asObservable(), predicate: predicate)
  }
}

/// The `filter` sequence: a `FilterSink` per subscription, linked to the source.
@usableFromInline
final class Filter<Element>: Producer<Element> {
  @usableFromInline
  typealias Predicate = (Element) throws -> Bool

  private let source: Observable<Element>
  private let predicate: Predicate

  @usableFromInline
  init(source: Observable<Element>, predicate: @escaping Predicate) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer) -> any Cancelable
  where Observer.Element == Element {
    let sink = FilterSink<Element, Observer>(predicate: predicate, observer: observer)
    sink.setUpstream(source.link(sink))
    return sink
  }
}

// snippet: filter-sink
/// One subscription's worth of `filter`. `Element` is a parameter of its own, equal to
/// `Observer.Element`, so that the unspecialised code finds its type without asking the runtime.
final private class FilterSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element {
  typealias Predicate = (Element) throws -> Bool

  private let predicate: Predicate

  init(predicate: @escaping Predicate, observer: Observer) {
    self.predicate = predicate
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      forwardError(error)
    case .completed:
      forwardCompleted()
    }
  }

  func onNext(_ element: Element) {
    do {
      if try predicate(element) {
        forwardNext(element)
      }
    } catch {
      forwardError(error)
    }
  }

  func onCompleted() {
    forwardCompleted()
  }
}
// snippet: end
