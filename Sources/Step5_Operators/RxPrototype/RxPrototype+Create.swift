import Step4_Sink

extension RxPrototype.Observable {
  /// A sequence defined by a closure: each subscription runs `subscribe` with an observer
  /// to send events to, and disposes what the closure returns when the chain ends.
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any RxPrototype.Disposable
  ) -> RxPrototype.Observable<Element> {
    RxPrototype.Create(subscribe)
  }
}

extension RxPrototype {
  /// The `create` sequence: each subscription gets a `CreateSource` that runs the
  /// closure.
  final class Create<Element>: Observable<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> any Disposable

    private let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
      self.subscribeHandler = subscribeHandler
      super.init()
    }

    override func subscribe(_ observer: any Observer<Element>) {
      log("subscribing")
      let source = CreateSource(observer: observer)
      observer.attach(source: source)
      source.run(subscribeHandler)
    }
  }
}

// snippet: create-source
extension RxPrototype {
  /// The first link of a `create` chain, and the observer its closure sends to. The
  /// closure is anyone's code, so this link enforces the stop rule itself: the first stop
  /// event takes the chain down, and every later event reaches nothing.
  final class CreateSource<Element>: ObservableSource<Element>, ObserverType {
    private var subscription: (any Disposable)?

    func run(_ subscribe: Create<Element>.SubscribeHandler) {
      log("running")
      let subscription = subscribe(AnyObserver(self))
      // The closure may have ended the chain before returning (it sent `completed` at
      // once): nobody would dispose what it returned, so do it now. RxSwift's
      // SinkDisposer does this job.
      if isDisposed {
        subscription.dispose()
      } else {
        self.subscription = subscription
      }
    }

    func on(_ event: Event<Element>) {
      log("on event \(event)")
      forward(event)
      if event.isStopEvent {
        dispose()
      }
    }

    override func releaseUpstream() {
      subscription?.dispose()
      subscription = nil
    }
  }
}
// snippet: end
