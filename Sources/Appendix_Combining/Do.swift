import Step4_Sink

extension ObservableType {
  /// Calls the given closures as events pass, and when the subscription starts and ends, without
  /// changing the events; a closure that throws turns into an error downstream.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil, afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    Do(
      source: asObservable(),
      eventHandler: { event in
        switch event {
        case .next(let element): try onNext?(element)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
      },
      afterEventHandler: { event in
        switch event {
        case .next(let element): try afterNext?(element)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
      },
      onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
  }
}

/// One subscription of `do`: the handler before the event goes downstream, the after-handler
/// once it has.
final private class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias EventHandler = (Event<Observer.Element>) throws -> Void

  private let eventHandler: EventHandler
  private let afterEventHandler: EventHandler

  init(
    eventHandler: @escaping EventHandler, afterEventHandler: @escaping EventHandler, observer: Observer,
    cancel: any Cancelable
  ) {
    self.eventHandler = eventHandler
    self.afterEventHandler = afterEventHandler
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    do {
      try eventHandler(event)
      forwardOn(event)
      try afterEventHandler(event)
      if event.isStopEvent {
        dispose()
      }
    } catch {
      forwardOn(.error(error))
      dispose()
    }
  }
}

/// The `do` sequence: `onSubscribe` before subscribing to the source, `onSubscribed` after,
/// `onDispose` after disposing it.
final private class Do<Element>: Producer<Element> {
  typealias EventHandler = (Event<Element>) throws -> Void

  private let source: Observable<Element>
  private let eventHandler: EventHandler
  private let afterEventHandler: EventHandler
  private let onSubscribe: (() -> Void)?
  private let onSubscribed: (() -> Void)?
  private let onDispose: (() -> Void)?

  init(
    source: Observable<Element>, eventHandler: @escaping EventHandler, afterEventHandler: @escaping EventHandler,
    onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
  ) {
    self.source = source
    self.eventHandler = eventHandler
    self.afterEventHandler = afterEventHandler
    self.onSubscribe = onSubscribe
    self.onSubscribed = onSubscribed
    self.onDispose = onDispose
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    onSubscribe?()
    let sink = DoSink(
      eventHandler: eventHandler, afterEventHandler: afterEventHandler, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    onSubscribed?()
    let onDispose = onDispose
    let all = Disposables.create {
      subscription.dispose()
      onDispose?()
    }
    return (sink: sink, subscription: all)
  }
}
