// snippet: create
extension ObservableType {
  /// A sequence defined by a closure: each subscription runs `subscribe` with an observer
  /// to send events to, and disposes what the closure returns when the subscription ends.
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    AnonymousObservable(subscribe)
  }
}
// snippet: end

// snippet: anonymous-observable
/// The ``Producer`` behind `create`: its `run` makes a sink and hands it to the closure.
final private class AnonymousObservable<Element>: Producer<Element> {
  typealias SubscribeHandler = (AnyObserver<Element>) -> any Disposable

  let subscribeHandler: SubscribeHandler

  init(_ subscribeHandler: @escaping SubscribeHandler) {
    self.subscribeHandler = subscribeHandler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
    let subscription = sink.run(self)
    return (sink: sink, subscription: subscription)
  }
}
// snippet: end

// snippet: anonymous-observable-sink
/// The sink of `create`: the closure's code is anyone's code, so this sink enforces the
/// stop rule itself and disposes the subscription on the first stop event.
final private class AnonymousObservableSink<Observer: ObserverType>:
  Sink<Observer>, ObserverType
{
  typealias Element = Observer.Element

  private let isStopped = AtomicInt(0)

  // RxSwift's debug builds also watch this `on` with a `SynchronizationTracker`.
  // Ours leaves that to `forwardOn`, after the stop flag: a report printed before
  // the flag is read would hold back the second of two racing threads, and hide
  // the race a test must be able to see.
  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if isStopped.load() == 1 {
        return
      }
      forwardOn(event)
    case .error, .completed:
      if isStopped.fetchOr(1) == 0 {
        forwardOn(event)
        dispose()
      }
    }
  }

  func run(_ parent: AnonymousObservable<Element>) -> any Disposable {
    parent.subscribeHandler(AnyObserver(self))
  }
}
// snippet: end
