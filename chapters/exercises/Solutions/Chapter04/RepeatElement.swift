// Chapter 4, exercise 2: write a Producer of your own. A reference solution.

import Step4_Sink

extension ObservableType {
  /// `element`, `count` times, then `completed`. Each subscription gets a sink of its own, which
  /// sends everything inside `run` and then ends its subscription, so that once it has completed
  /// nothing of it stays alive but the `SinkDisposer` the subscriber holds.
  static func repeatElement(_ element: Element, count: Int) -> Observable<Element> {
    RepeatElement(element: element, count: count)
  }
}

/// The `repeatElement` sequence: it remembers the element and the count, and makes a
/// `RepeatElementSink` per subscription.
final class RepeatElement<Element>: Producer<Element> {
  let element: Element
  let count: Int

  init(element: Element, count: Int) {
    self.element = element
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = RepeatElementSink(observer: observer, cancel: cancel)
    let subscription = sink.run(self)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `repeatElement`.
final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {
  func run(_ parent: RepeatElement<Observer.Element>) -> any Disposable {
    for _ in 0..<max(parent.count, 0) {
      forwardOn(.next(parent.element))
    }
    forwardOn(.completed)
    // Breaks the cycle between this sink and its SinkDisposer. Here, inside `run`, the disposer
    // only notes it; `setSinkAndSubscription` then disposes and releases both at once.
    dispose()
    // Nothing upstream to clean up: the sequence has no source of its own.
    return Disposables.create()
  }
}
