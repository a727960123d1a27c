import Step4_Sink

// snippet: map
extension ObservableType {
  /// Transforms every element with `transform`. If `transform` throws, the sequence ends
  /// with that error and the source is disposed.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Observable<Result> {
    Map(source: asObservable(), transform: transform)
  }
}
// snippet: end

// snippet: map-sink
/// One subscription's worth of `map`: transforms each element on its way downstream.
final private class MapSink<SourceType, Observer: ObserverType>:
  Sink<Observer>, ObserverType
{
  typealias Transform = (SourceType) throws -> Observer.Element

  private let transform: Transform

  init(transform: @escaping Transform, observer: Observer, cancel: any Cancelable) {
    self.transform = transform
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<SourceType>) {
    switch event {
    case .next(let element):
      do {
        let mapped = try transform(element)
        forwardOn(.next(mapped))
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.completed)
      dispose()
    }
  }
}
// snippet: end

// snippet: map-producer
/// The `map` sequence: remembers its source and transform, and makes a `MapSink` per
/// subscription.
final private class Map<SourceType, ResultType>: Producer<ResultType> {
  typealias Transform = (SourceType) throws -> ResultType

  private let source: Observable<SourceType>
  private let transform: Transform

  init(source: Observable<SourceType>, transform: @escaping Transform) {
    self.source = source
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == ResultType {
    let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
// snippet: end
