// Chapter 5, exercise 5: distinctUntilChanged, an operator with state. A reference solution.

import Step4_Sink
import Step5_Operators

extension ObservableType where Element: Equatable {
  /// RxSwift's `distinctUntilChanged()`: passes an element only if it differs from the one before
  /// it. The first element always passes; `error` and `completed` pass through and end the
  /// subscription. Every subscription starts afresh.
  func distinctUntilChanged() -> Observable<Element> {
    DistinctUntilChanged(source: asObservable())
  }
}

/// The `distinctUntilChanged` sequence.
final class DistinctUntilChanged<Element: Equatable>: Producer<Element> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = DistinctUntilChangedSink(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `distinctUntilChanged`. The element seen last is state of one
/// subscription, so it lives here: kept in the producer, it would be shared by every subscriber.
final class DistinctUntilChangedSink<Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element: Equatable {
  // Events arrive one at a time (the Rx contract), so a plain variable is enough.
  private var last: Observer.Element?

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let element):
      if let last, last == element {
        return
      }
      last = element
      forwardOn(event)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
