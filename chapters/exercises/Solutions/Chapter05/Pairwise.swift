// Chapter 5, exercise 5: pairwise, an operator with state. A reference solution.

import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// Each element with the one before it, as `(previous, current)`, from the second element on:
  /// the first element only waits for a partner. `error` and `completed` pass through and end the
  /// subscription. Every subscription starts afresh.
  func pairwise() -> Observable<(previous: Element, current: Element)> {
    Pairwise(source: asObservable())
  }
}

/// The `pairwise` sequence.
final class Pairwise<Element>: Producer<(previous: Element, current: Element)> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == (previous: Element, current: Element) {
    let sink = PairwiseSink<Element, Observer>(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `pairwise`. The element seen last is state of one subscription,
/// so it lives here: kept in the producer, it would be shared by every subscriber.
final class PairwiseSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (previous: Element, current: Element) {
  // Events arrive one at a time (the Rx contract), so a plain variable is enough.
  private var last: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      defer { last = element }
      if let last {
        forwardOn(.next((previous: last, current: element)))
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
