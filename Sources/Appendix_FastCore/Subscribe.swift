extension ObservableType {
  /// Subscribes a closure that receives every event, wrapped in an ``AnonymousObserver`` so that
  /// it sees at most one stop event.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    let observer = AnonymousObserver { event in
      on(event)
    }
    return asObservable().subscribe(observer)
  }
}

extension ObservableType {
  // snippet: subscribe-handlers
  /// Subscribes a handler per kind of event; every handler is optional. `onDisposed` runs once
  /// when the subscription ends, whether by completion, by error or by `dispose()`.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    // The class `Disposables.create(with:)` makes, not `any Disposable`: an optional existential,
    // even nil, is copied and destroyed by run-time calls.
    // With `onNext` alone (the caller's constants decide, as this code is inlined there), an
    // observer that holds one closure: 40 bytes, where one with room for every handler takes 80.
    // It has no call stack to keep, so it serves only while none is recorded.
    if onError == nil, onCompleted == nil, onDisposed == nil, !Hooks.recordCallStackOnError {
      return asObservable().subscribe(OnNextObserver(onNext: onNext))
    }

    let disposable = onDisposed.map { AnonymousDisposable($0) }

    // Recorded now, so that an unhandled error can say where its subscription was made.
    let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []

    // One observer that hands each element straight to `onNext`, and keeps the stop rule.
    let observer = HandlersObserver(
      onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable,
      callStack: callStack)
    let subscription = asObservable().subscribe(observer)
    // Without `onDisposed` there is nothing to run at the end, so nothing to pair the
    // subscription with: it is returned as it is, one object fewer per subscription.
    guard let disposable else { return subscription }
    return Disposables.create(subscription, disposable)
  }
  // snippet: end
}

// snippet: handlers-observer
/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` makes: the handlers, and the
/// stop rule of ``ObserverBase``. `onNext` hands the element straight to the handler.
@usableFromInline
final class HandlersObserver<Element>: ObserverObject<Element>, @unchecked Sendable {
  private let isStopped = AtomicInt(0)
  private let onNextHandler: ((Element) -> Void)?
  private let onError: ((any Error) -> Void)?
  private let onCompletedHandler: (() -> Void)?
  private let disposable: AnonymousDisposable?
  private let callStack: [String]

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    disposable: AnonymousDisposable?, callStack: [String]
  ) {
    self.onNextHandler = onNext
    self.onError = onError
    self.onCompletedHandler = onCompleted
    self.disposable = disposable
    self.callStack = callStack
    super.init()
    Resources.incrementTotal(self)
  }

  @usableFromInline
  override func onNext(_ element: Element) {
    if isStopped.load() == 0 {
      onNextHandler?(element)
    }
  }

  @usableFromInline
  override func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      if isStopped.fetchOr(1) == 0 {
        if let onError {
          onError(error)
        } else {
          Hooks.defaultErrorHandler(callStack, error)  // an error nobody handles is reported
        }
        disposable?.dispose()
      }
    case .completed:
      onCompleted()
    }
  }

  @usableFromInline
  override func onCompleted() {
    if isStopped.fetchOr(1) == 0 {
      onCompletedHandler?()
      disposable?.dispose()
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end

/// The observer `subscribe(onNext:)` makes when `onNext` is the only handler: the stop rule, and
/// the one closure.
@usableFromInline
final class OnNextObserver<Element>: ObserverObject<Element>, @unchecked Sendable {
  private let isStopped = AtomicInt(0)
  private let onNextHandler: ((Element) -> Void)?

  @usableFromInline
  init(onNext: ((Element) -> Void)?) {
    self.onNextHandler = onNext
    super.init()
    Resources.incrementTotal(self)
  }

  @usableFromInline
  override func onNext(_ element: Element) {
    if isStopped.load() == 0 {
      onNextHandler?(element)
    }
  }

  @usableFromInline
  override func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      if isStopped.fetchOr(1) == 0 {
        Hooks.defaultErrorHandler([], error)  // an error nobody handles is reported
      }
    case .completed:
      onCompleted()
    }
  }

  @usableFromInline
  override func onCompleted() {
    isStopped.fetchOr(1)
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
