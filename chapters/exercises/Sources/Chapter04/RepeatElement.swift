// Chapter 4, exercise 2: write a Producer of your own.
// Check: swift test --package-path chapters/exercises --filter Chapter04Tests.RepeatElementTests
// Hint:  chapters/exercises/hint 4 2

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
    // TODO: make the sink, run it, and return both. (This placeholder only lets the starter compile.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

/// One subscription's worth of `repeatElement`.
final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {
  // TODO: a `run` that sends the element `count` times, then `completed`, then ends the
  // subscription, and returns what the `SinkDisposer` should dispose as the subscription.
}
