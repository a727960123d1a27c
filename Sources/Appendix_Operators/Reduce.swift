import Step4_Sink

extension ObservableType {
  /// Folds every element into an accumulated value, starting from `seed`, and when the source
  /// completes sends `mapResult` of the result, then completes: `scan` that speaks only at the end.
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
  }

  /// Folds every element into an accumulated value, starting from `seed`, and sends the result
  /// when the source completes.
  public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
    Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
  }
}

/// One subscription of `reduce`: it owns the accumulated value and says nothing until the end.
final private class ReduceSink<SourceType, AccumulateType, Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let parent: Reduce<SourceType, AccumulateType, Observer.Element>
  private var accumulation: AccumulateType  // events arrive one at a time: no lock

  init(parent: Reduce<SourceType, AccumulateType, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    self.accumulation = parent.seed
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<SourceType>) {
    switch event {
    case .next(let value):
      do {
        accumulation = try parent.accumulator(accumulation, value)
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      do {
        let result = try parent.mapResult(accumulation)
        forwardOn(.next(result))
        forwardOn(.completed)
        dispose()
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    }
  }
}

/// The `reduce` sequence.
final private class Reduce<SourceType, AccumulateType, ResultType>: Producer<ResultType> {
  private let source: Observable<SourceType>
  let seed: AccumulateType
  let accumulator: (AccumulateType, SourceType) throws -> AccumulateType
  let mapResult: (AccumulateType) throws -> ResultType

  init(
    source: Observable<SourceType>, seed: AccumulateType,
    accumulator: @escaping (AccumulateType, SourceType) throws -> AccumulateType,
    mapResult: @escaping (AccumulateType) throws -> ResultType
  ) {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == ResultType {
    let sink = ReduceSink(parent: self, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
