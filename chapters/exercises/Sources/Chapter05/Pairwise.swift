// Chapter 5, exercise 5: pairwise, an operator with state.
// Check: swift test --package-path chapters/exercises --filter Chapter05Tests.PairwiseTests
// Hint:  chapters/exercises/hint 5 5

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
    // TODO: make a sink, subscribe it to the source, and return both. (This placeholder subscribes
    // to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

// TODO: the sink. Where does the element seen last belong?
