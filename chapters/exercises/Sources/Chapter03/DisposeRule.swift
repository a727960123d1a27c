// Chapter 3, exercise 2: close the second hole.
// Check: swift test --package-path chapters/exercises --filter Chapter03Tests.DisposeRuleTests
// Hint:  chapters/exercises/hint 3 2

import Step3_Events

/// Chapter 3's naive `Observable`, which must stop forwarding once its subscription is disposed:
/// after `dispose()` returns, no event reaches the observer, even from a source that cannot be
/// stopped and goes on sending.
final class DisposeSafeObservable<Element>: ObservableType {
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
    // TODO: after the returned disposable is disposed, forward nothing more.
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
