// Appendix "The everyday operators", exercise 1: distinct, a sink that remembers everything it
// let through. A reference solution.

import Step4_Sink

extension ObservableType where Element: Hashable {
  /// Each element the first time it appears, never again, however far apart its repeats come;
  /// `error` and `completed` pass through. Every subscription remembers for itself.
  func distinct() -> Observable<Element> {
    Distinct(source: asObservable())
  }
}

/// The `distinct` sequence.
final private class Distinct<Element: Hashable>: Producer<Element> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = DistinctSink(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription of `distinct`: a memory, like `distinctUntilChanged`'s, but of every element
/// it let through, in a set, so that the question "seen before?" costs the same however many.
final private class DistinctSink<Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element: Hashable {
  private var seen: Set<Observer.Element> = []  // events arrive one at a time: no lock

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let element):
      // `insert` says whether the element was new.
      if seen.insert(element).inserted {
        forwardOn(event)
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
