// Chapter 7, exercise 6: first(), a Single that does not wait. A reference solution.

import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// RxSwift 6's `first()`: a `Single` of the source's first element, or of `nil` if the source
  /// completes without one; the source's error fails it. Unlike `asSingle()`, it does not wait for
  /// the source to end: it succeeds as soon as the first element arrives, and disposes the source
  /// right then.
  func first() -> Single<Element?> {
    // The observable sends exactly one element and `completed`, or an error: `asSingle()` lets it
    // through unchanged. (`Single(raw:)` is internal to Step 7.)
    First(source: asObservable()).asSingle()
  }
}

/// The observable part of `first()`: one optional element, then `completed`.
final class First<Element>: Producer<Element?> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element? {
    let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `first()`. It observes `Element`s and sends `Element?`s, so it
/// names both.
final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element? {
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      // No need to wait: the first element is the answer. `dispose()` disposes the source.
      forwardOn(.next(element))
      forwardOn(.completed)
      dispose()
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.next(nil))
      forwardOn(.completed)
      dispose()
    }
  }
}
