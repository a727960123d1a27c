extension ObservableType {
  /// Transforms every element with `transform`. If `transform` throws, the sequence ends with
  /// that error and the source is disposed.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Map(source: asObservable(), transform: transform)
  }
}

/// The `map` sequence: a `MapSink` per subscription, linked to the source.
@usableFromInline
final class Map<SourceType, ResultType>: Producer<ResultType> {
  @usableFromInline
  typealias Transform = (SourceType) throws -> ResultType

  private let source: Observable<SourceType>
  private let transform: Transform

  @usableFromInline
  init(source: Observable<SourceType>, transform: @escaping Transform) {
    self.source = source
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer) -> any Cancelable
  where Observer.Element == ResultType {
    let sink = MapSink<SourceType, ResultType, Observer>(transform: transform, observer: observer)
    sink.setUpstream(source.link(sink))
    return sink
  }
}

// snippet: map-sink
/// One subscription's worth of `map`, with the result type as a parameter of its own, as in
/// `FilterSink`.
final private class MapSink<SourceType, ResultType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == ResultType {
  typealias Transform = (SourceType) throws -> ResultType

  private let transform: Transform

  init(transform: @escaping Transform, observer: Observer) {
    self.transform = transform
    super.init(observer: observer)
  }

  func on(_ event: Event<SourceType>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      forwardError(error)
    case .completed:
      forwardCompleted()
    }
  }

  func onNext(_ element: SourceType) {
    do {
      forwardNext(try transform(element))
    } catch {
      forwardError(error)
    }
  }

  func onCompleted() {
    forwardCompleted()
  }
}
// snippet: end
