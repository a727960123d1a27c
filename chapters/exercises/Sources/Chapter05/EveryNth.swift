// Chapter 5, exercise 1: everyNth, as a Producer and a Sink.
// Check: swift test --package-path chapters/exercises --filter Chapter05Tests.EveryNthTests
// Hint:  chapters/exercises/hint 5 1

import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// Passes the first element and every `n`-th one after it (the 1st, the (n+1)th, the (2n+1)th,
  /// …) and drops the others; `error` and `completed` pass through. Like `skip`, it never ends
  /// early: the source is disposed when it stops, or when the subscriber disposes. `everyNth(1)` is
  /// the source itself, with no producer and no sink of its own. (`n` must be 1 or more.)
  func everyNth(_ n: Int) -> Observable<Element> {
    // TODO: an `n` of 1 needs nothing of its own.
    EveryNth(source: asObservable(), n: n)
  }
}

/// The `everyNth` sequence: remembers its source and `n`, and makes an `EveryNthSink` per
/// subscription.
final class EveryNth<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let n: Int

  init(source: Observable<Element>, n: Int) {
    self.source = source
    self.n = n
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    // TODO: make the sink and subscribe it to the source. (This placeholder subscribes to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

/// One subscription's worth of `everyNth`: counts the elements it still has to drop before the
/// next one passes.
final class EveryNthSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let n: Int

  init(n: Int, observer: Observer, cancel: any Cancelable) {
    self.n = n
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    // TODO: pass a `next`, then drop the `n - 1` after it, and so on; forward a stop event and end
    // the subscription. (The counter it needs is yours to add.)
  }
}
