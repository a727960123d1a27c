// Chapter 3, exercise 1: close the first hole.
// Check: swift test --package-path chapters/exercises --filter Chapter03Tests.StopRuleTests
// Hint:  chapters/exercises/hint 3 1

import Step3_Events

/// Chapter 3's naive `Observable`, which must keep the stop rule itself, whatever observer it is
/// given: after the first `error` or `completed`, no event of any kind reaches the observer.
final class StopSafeObservable<Element>: ObservableType {
  private let subscribeHandler: (any ObserverType<Element>) -> any Disposable

  /// Makes a sequence that runs `subscribe` anew for every subscriber.
  init(_ subscribe: @escaping (any ObserverType<Element>) -> any Disposable) {
    self.subscribeHandler = subscribe
  }

  /// Runs the closure with an observer that forwards to `observer`, and disposes everything on
  /// the first stop event.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let composite = CompositeDisposable()
    // TODO: `observer` may be a raw observer that polices nothing. Keep the stop rule here.
    let forwarder = Forwarder<Element> { event in
      observer.on(event)
      if event.isStopEvent {
        composite.dispose()
      }
    }
    composite.insert(subscribeHandler(forwarder))
    return composite
  }
}

/// Passes every event straight to a closure; it polices nothing.
private struct Forwarder<Element>: ObserverType {
  let forward: (Event<Element>) -> Void

  func on(_ event: Event<Element>) {
    forward(event)
  }
}
