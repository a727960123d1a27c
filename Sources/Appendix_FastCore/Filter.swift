extension ObservableType {
  /// Lets through only the elements for which `predicate` returns true. If `predicate` throws,
  /// the sequence ends with that error and the source is disposed.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Filter(source: asObservable(), predicate: predicate, sinkType: FilterSink.self)
  }
}

// snippet: filter-producer
/// The `filter` sequence: a ``FilterSink`` per subscription, linked to the source.
@usableFromInline
final class Filter<Element>: Producer<Element> {
  @usableFromInline
  typealias Predicate = (Element) throws -> Bool

  private let source: Observable<Element>
  private let predicate: Predicate
  // The sink's class, a value the caller's specialised code makes, where `FilterSink<Element>`'s
  // metadata is a cached constant: `run` allocates through it, where naming the class would ask
  // the runtime for that metadata on every subscription.
  private let sinkType: FilterSink<Element>.Type

  @usableFromInline
  init(
    source: Observable<Element>, predicate: @escaping Predicate, sinkType: FilterSink<Element>.Type
  ) {
    self.source = source
    self.predicate = predicate
    self.sinkType = sinkType
  }

  override func run(_ observer: ObserverObject<Element>) -> any SinkType {
    let sink = sinkType.init(predicate: predicate, observer: observer)
    sink.setUpstream(source.subscribeAsUpstream(sink))
    return sink
  }
}
// snippet: end

// snippet: filter-sink
/// One subscription's worth of `filter`.
@usableFromInline
final class FilterSink<Element>: Sink<Element, Element> {
  typealias Predicate = (Element) throws -> Bool

  private let predicate: Predicate

  init(predicate: @escaping Predicate, observer: ObserverObject<Element>) {
    self.predicate = predicate
    super.init(observer: observer)
  }

  override func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      forwardError(error)
    case .completed:
      forwardCompleted()
    }
  }

  override func onNext(_ element: Element) {
    do {
      if try predicate(element) {
        forwardNext(element)
      }
    } catch {
      forwardError(error)
    }
  }

  override func onCompleted() {
    forwardCompleted()
  }
}
// snippet: end
