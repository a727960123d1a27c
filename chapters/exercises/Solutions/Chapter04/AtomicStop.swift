// Chapter 4, exercise 1: make the extracted sink's stop check atomic. A reference solution.

import Step4_Sink

/// The chapter's `ExtractedSink`, copied here (the course's is internal to Step 4): one object per
/// subscription that forwards events, refuses them once disposed or stopped, and cleans up.
///
/// Its stop check is not atomic yet. It must let exactly one stop event through, however many
/// threads send one at the same moment, and it must drop an event that the source sends while the
/// stop event is still on its way to the observer (re-entrantly, from inside `observer.on`).
final class AtomicStopSink<Observer: ObserverType>: Disposable {
  private let observer: Observer
  private let composite = CompositeDisposable()
  private let disposed = AtomicInt(0)

  init(observer: Observer) {
    self.observer = observer
  }

  /// Runs the source's closure with this sink as the observer it sends to.
  func run(_ subscribe: (AnyObserver<Observer.Element>) -> any Disposable) {
    composite.insert(subscribe(AnyObserver(eventHandler: forward)))
  }

  private func forward(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if disposed.isFlagSet(1) {
        return
      }
      observer.on(event)
    case .error, .completed:
      // The stop event raises the flag itself, before it is forwarded: of any number of callers,
      // exactly one gets 0 back, and an event sent while this one is being delivered finds the
      // flag already up. (`AnonymousObservableSink.on` does the same with its `isStopped`.)
      guard disposed.fetchOr(1) == 0 else { return }
      observer.on(event)
      composite.dispose()
    }
  }

  func dispose() {
    disposed.fetchOr(1)
    composite.dispose()
  }
}

/// The chapter's `ExtractedObservable`: `subscribe` makes a sink, runs it, and returns it.
final class AtomicStopObservable<Element>: ObservableType {
  private let subscribeHandler: (AnyObserver<Element>) -> any Disposable

  init(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.subscribeHandler = subscribe
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = AtomicStopSink(observer: observer)
    sink.run(subscribeHandler)
    return sink
  }
}
