// The first Sink, extracted from chapter 3's naive `subscribe` before it grows into
// RxSwift's shape. Internal: it is a stage of the story, kept compiled and tested so that
// chapter 4 can show it.

// snippet: extracted-sink
/// The naive `subscribe`'s three jobs, moved into one object per subscription: forward
/// events, refuse them once disposed or stopped, and clean up.
final class ExtractedSink<Observer: ObserverType>: Disposable {
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
    if disposed.isFlagSet(1) {
      return  // the disposed check: nothing gets through after dispose or a stop event
    }
    observer.on(event)
    if event.isStopEvent {
      dispose()
    }
  }

  func dispose() {
    disposed.fetchOr(1)
    composite.dispose()
  }
}
// snippet: end

// snippet: extracted-observable
/// Chapter 3's ``Observable`` with its work moved into ``ExtractedSink``: `subscribe` is now
/// three lines.
final class ExtractedObservable<Element>: ObservableType {
  private let subscribeHandler: (AnyObserver<Element>) -> any Disposable

  init(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.subscribeHandler = subscribe
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = ExtractedSink(observer: observer)
    sink.run(subscribeHandler)
    return sink
  }
}
// snippet: end
