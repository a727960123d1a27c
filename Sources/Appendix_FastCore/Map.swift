// snippet: map
extension ObservableType {
  /// Transforms every element with `transform`. If `transform` throws, the sequence ends with
  /// that error and the source is disposed.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Map(source: asObservable(), transform: transform, sinkType: MapSink.self)
  }
}
// snippet: end

/// The `map` sequence: a ``MapSink`` per subscription, linked to the source.
@usableFromInline
final class Map<SourceType, ResultType>: Producer<ResultType> {
  @usableFromInline
  typealias Transform = (SourceType) throws -> ResultType

  private let source: Observable<SourceType>
  private let transform: Transform
  // The sink's class, made by the caller's specialised code, as in `Filter`.
  private let sinkType: MapSink<SourceType, ResultType>.Type

  @usableFromInline
  init(
    source: Observable<SourceType>, transform: @escaping Transform,
    sinkType: MapSink<SourceType, ResultType>.Type
  ) {
    self.source = source
    self.transform = transform
    self.sinkType = sinkType
  }

  override func run(_ observer: ObserverObject<ResultType>) -> any SinkType {
    let sink = sinkType.init(transform: transform, observer: observer)
    sink.setUpstream(source.subscribeAsUpstream(sink))
    return sink
  }
}

// snippet: map-sink
/// One subscription's worth of `map`.
@usableFromInline
final class MapSink<SourceType, ResultType>: Sink<SourceType, ResultType> {
  typealias Transform = (SourceType) throws -> ResultType

  private let transform: Transform

  init(transform: @escaping Transform, observer: ObserverObject<ResultType>) {
    self.transform = transform
    super.init(observer: observer)
  }

  override func on(_ event: Event<SourceType>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      forwardError(error)
    case .completed:
      forwardCompleted()
    }
  }

  override func onNext(_ element: SourceType) {
    do {
      forwardNext(try transform(element))
    } catch {
      forwardError(error)
    }
  }

  override func onCompleted() {
    forwardCompleted()
  }
}
// snippet: end
