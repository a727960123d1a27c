// Chapter 5, exercise 1: skip, as a Producer and a Sink.
// Check: swift test --package-path chapters/exercises --filter Chapter05Tests.SkipTests
// Hint:  chapters/exercises/hint 5 1

import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// Drops the first `count` elements and passes the rest; `error` and `completed` pass through.
  /// Unlike `take`, it never ends early: the source is disposed when it stops, or when the
  /// subscriber disposes. `skip(0)` is the source itself, with no producer and no sink of its own.
  /// (`count` must not be negative.)
  func skip(_ count: Int) -> Observable<Element> {
    // TODO: a count of 0 needs nothing of its own.
    SkipCount(source: asObservable(), count: count)
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
    // TODO: make the sink and subscribe it to the source. (This placeholder subscribes to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
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
    // TODO: drop `next` while elements remain to be skipped, then forward; forward a stop event
    // and end the subscription.
  }
}
