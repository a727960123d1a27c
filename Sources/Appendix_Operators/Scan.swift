import Step4_Sink

// snippet: scan
extension ObservableType {
  /// Starts from `seed`, lets `accumulator` update it in place with each element, and sends the
  /// updated value each time: a running total, a growing list, a state machine.
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
    -> Observable<A>
  {
    Scan(source: asObservable(), seed: seed, accumulator: accumulator)
  }

  /// Starts from `seed` and sends `accumulator(previous, element)` for each element, the result
  /// becoming the next `previous`.
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
    Scan(source: asObservable(), seed: seed) { accumulated, element in
      accumulated = try accumulator(accumulated, element)
    }
  }
}
// snippet: end

/// One subscription of `scan`: it owns the accumulated value, which starts as the seed for every
/// subscriber.
final private class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Accumulate = Observer.Element

  private let parent: Scan<Element, Accumulate>
  private var accumulate: Accumulate  // events arrive one at a time: no lock

  init(parent: Scan<Element, Accumulate>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    self.accumulate = parent.seed
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      do {
        try parent.accumulator(&accumulate, element)
        forwardOn(.next(accumulate))
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

/// The `scan` sequence: the source, the seed and the accumulator.
final private class Scan<Element, Accumulate>: Producer<Accumulate> {
  private let source: Observable<Element>
  let seed: Accumulate
  let accumulator: (inout Accumulate, Element) throws -> Void

  init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void)
  {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Accumulate {
    let sink = ScanSink(parent: self, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
