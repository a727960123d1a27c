// Chapter 5, exercise 1: everyNth, as a Producer and a Sink. A reference solution.

import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// Passes the first element and every `n`-th one after it (the 1st, the (n+1)th, the (2n+1)th,
  /// …) and drops the others; `error` and `completed` pass through. Like `skip`, it never ends
  /// early: the source is disposed when it stops, or when the subscriber disposes. `everyNth(1)` is
  /// the source itself, with no producer and no sink of its own. (`n` must be 1 or more.)
  func everyNth(_ n: Int) -> Observable<Element> {
    // Every element passes: the source as it is, the way `take(0)` returns `empty()`.
    if n == 1 {
      return asObservable()
    }
    return EveryNth(source: asObservable(), n: n)
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
    let sink = EveryNthSink(n: n, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `everyNth`: counts the elements it still has to drop before the
/// next one passes.
final class EveryNthSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let n: Int
  // Events arrive one at a time (the Rx contract), so a plain counter is enough. It starts at 0,
  // so that the first element passes.
  private var toDrop = 0

  init(n: Int, observer: Observer, cancel: any Cancelable) {
    self.n = n
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if toDrop > 0 {
        toDrop -= 1
        return
      }
      toDrop = n - 1
      forwardOn(event)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
