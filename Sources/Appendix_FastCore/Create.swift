extension ObservableType {
  /// A sequence defined by a closure: each subscription runs `subscribe` with an observer to
  /// send events to, and disposes what the closure returns when the subscription ends.
  @inlinable
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable)
    -> Observable<Element>
  {
    AnonymousObservable(subscribe)
  }
}

/// The `Producer` behind `create`.
@usableFromInline
final class AnonymousObservable<Element>: Producer<Element> {
  @usableFromInline
  typealias SubscribeHandler = (AnyObserver<Element>) -> any Disposable

  let subscribeHandler: SubscribeHandler

  @usableFromInline
  init(_ subscribeHandler: @escaping SubscribeHandler) {
    self.subscribeHandler = subscribeHandler
  }

  override func run<Observer: ObserverType>(_ observer: Observer) -> any Cancelable
  where Observer.Element == Element {
    let sink = AnonymousObservableSink<Element, Observer>(observer: observer)
    sink.setUpstream(subscribeHandler(AnyObserver(sink)))
    return sink
  }
}

// snippet: create-sink
/// The sink of `create`: the closure is anybody's code, so this sink keeps the stop rule itself
/// and disposes on the first stop event.
final class AnonymousObservableSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element {
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error, .completed:
      if markStopped() {
        forwardOn(event)
        dispose()
      }
    }
  }

  func onNext(_ element: Element) {
    forwardNextUnlessStopped(element)
  }

  func onCompleted() {
    if markStopped() {
      forwardCompleted()
    }
  }
}
// snippet: end
