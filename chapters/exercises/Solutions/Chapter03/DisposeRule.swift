// Chapter 3, exercise 2: close the second hole. A reference solution.

import Step3_Events
import Synchronization

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
    // One flag per subscription, shared by the forwarder (which checks it) and the composite
    // (which raises it when disposed). Forwarder plus state: the first Sink. Both closures
    // capture the same `Atomic`: a non-copyable `let` is captured by reference, never copied.
    let disposed = Atomic<Bool>(false)
    composite.insert(AnonymousDisposable { disposed.store(true, ordering: .releasing) })
    let forwarder = Forwarder<Element> { event in
      guard !disposed.load(ordering: .acquiring) else { return }
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
