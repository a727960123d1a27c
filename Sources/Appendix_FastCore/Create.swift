extension ObservableType {
  /// A sequence defined by a closure: each subscription runs `subscribe` with an observer to
  /// send events to, and disposes what the closure returns when the subscription ends.
  @inlinable
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable)
    -> Observable<Element>
  {
    AnonymousObservable(subscribe, sinkType: AnonymousObservableSink.self)
  }
}

/// The ``Producer`` behind `create`.
@usableFromInline
final class AnonymousObservable<Element>: Producer<Element> {
  @usableFromInline
  typealias SubscribeHandler = (AnyObserver<Element>) -> any Disposable

  let subscribeHandler: SubscribeHandler
  // The sink's class, made by the caller's specialised code, as in `Filter`.
  let sinkType: AnonymousObservableSink<Element>.Type

  @usableFromInline
  init(_ subscribeHandler: @escaping SubscribeHandler, sinkType: AnonymousObservableSink<Element>.Type) {
    self.subscribeHandler = subscribeHandler
    self.sinkType = sinkType
  }

  override func run(_ observer: ObserverObject<Element>) -> any SinkType {
    let sink = sinkType.init(observer: observer)
    sink.setUpstream(heldAsObject(subscribeHandler(AnyObserver(object: sink))))
    return sink
  }
}

// snippet: create-sink
/// The sink of `create`: the closure is anybody's code, so this sink keeps the stop rule itself
/// and disposes on the first stop event.
@usableFromInline
final class AnonymousObservableSink<Element>: Sink<Element, Element> {
  override func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      if markStopped() {
        forwardError(error)
      }
    case .completed:
      onCompleted()
    }
  }

  override func onNext(_ element: Element) {
    forwardNextUnlessStopped(element)
  }

  override func onCompleted() {
    if markStopped() {
      forwardCompleted()
    }
  }
}
// snippet: end
