import Step4_Sink

extension ObservableType {
  /// Transforms each element and passes the results that are not nil: `map` and `filter` in one
  /// sink. A throwing transform ends the sequence with its error.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
    CompactMap(source: asObservable(), transform: transform)
  }
}

/// One subscription of `compactMap`.
final private class CompactMapSink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let transform: (SourceType) throws -> Observer.Element?

  init(transform: @escaping (SourceType) throws -> Observer.Element?, observer: Observer, cancel: any Cancelable) {
    self.transform = transform
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<SourceType>) {
    switch event {
    case .next(let element):
      do {
        if let mapped = try transform(element) {
          forwardOn(.next(mapped))
        }
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

/// The `compactMap` sequence.
final private class CompactMap<SourceType, Result>: Producer<Result> {
  private let source: Observable<SourceType>
  private let transform: (SourceType) throws -> Result?

  init(source: Observable<SourceType>, transform: @escaping (SourceType) throws -> Result?) {
    self.source = source
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
