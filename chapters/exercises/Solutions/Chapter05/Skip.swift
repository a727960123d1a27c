// Chapter 5, exercise 1: skip, as a Producer and a Sink. A reference solution.

import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// Drops the first `count` elements and passes the rest; `error` and `completed` pass through.
  /// Unlike `take`, it never ends early: the source is disposed when it stops, or when the
  /// subscriber disposes. `skip(0)` is the source itself, with no producer and no sink of its own.
  /// (`count` must not be negative.)
  func skip(_ count: Int) -> Observable<Element> {
    // Nothing to drop: the source as it is, the way `take(0)` returns `empty()`.
    if count == 0 {
      return asObservable()
    }
    return SkipCount(source: asObservable(), count: count)
  }
}

/// The `skip` sequence: remembers its source and count, and makes a `SkipCountSink` per
/// subscription.
final class SkipCount<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SkipCountSink(count: count, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `skip`: counts the elements it still has to drop.
final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  // Events arrive one at a time (the Rx contract), so a plain counter is enough.
  private var remaining: Int

  init(count: Int, observer: Observer, cancel: any Cancelable) {
    self.remaining = count
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if remaining > 0 {
        remaining -= 1
        return
      }
      forwardOn(event)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
