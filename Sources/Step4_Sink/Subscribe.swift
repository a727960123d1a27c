// snippet: subscribe-closure
extension ObservableType {
  /// Subscribes a closure that receives every event, wrapped in an `AnonymousObserver` so that
  /// it sees at most one stop event.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    let observer = AnonymousObserver { event in
      on(event)
    }
    return asObservable().subscribe(observer)
  }
}
// snippet: end

// snippet: subscribe-handlers
extension ObservableType {
  /// Subscribes a handler per kind of event; every handler is optional. `onDisposed` runs once
  /// when the subscription ends, whether by completion, by error or by `dispose()`.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let disposable: (any Disposable)? = onDisposed.map { Disposables.create(with: $0) }

    // RxSwift wraps a `switch` over the event in an `AnonymousObserver` here; the observer this
    // makes hands each element straight to `onNext` (chapters/appendix-performance.md).
    let observer = HandlersObserver(
      onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable)
    let subscription = asObservable().subscribe(observer)
    // Without `onDisposed` there is nothing to run at the end, so nothing to pair the
    // subscription with: it is returned as it is, one object fewer per subscription.
    guard let disposable else { return subscription }
    return Disposables.create(subscription, disposable)
  }
}
// snippet: end

// snippet: handlers-observer
// Not in RxSwift, whose `subscribe(onNext:…)` wraps a `switch` over the event in an
// `AnonymousObserver`: see chapters/appendix-performance.md.
/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` makes: the handlers, and the
/// stop rule of `ObserverBase`. `onNext` hands the element straight to the handler.
@usableFromInline
final class HandlersObserver<Element>: ObserverType, @unchecked Sendable {
  private let isStopped = AtomicInt(0)
  private let onNextHandler: ((Element) -> Void)?
  private let onError: ((any Error) -> Void)?
  private let onCompleted: (() -> Void)?
  private let disposable: (any Disposable)?

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    disposable: (any Disposable)?
  ) {
    self.onNextHandler = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.disposable = disposable
    Resources.incrementTotal()
  }

  @usableFromInline
  func onNext(_ element: Element) {
    if isStopped.load() == 0 {
      onNextHandler?(element)
    }
  }

  @usableFromInline
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      if isStopped.fetchOr(1) == 0 {
        onError?(error)
        disposable?.dispose()
      }
    case .completed:
      if isStopped.fetchOr(1) == 0 {
        onCompleted?()
        disposable?.dispose()
      }
    }
  }

  deinit {
    Resources.decrementTotal()
  }
}
// snippet: end
