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

    let observer = AnonymousObserver<Element> { event in
      switch event {
      case .next(let value):
        onNext?(value)
      case .error(let error):
        onError?(error)
        disposable?.dispose()
      case .completed:
        onCompleted?()
        disposable?.dispose()
      }
    }
    let subscription = asObservable().subscribe(observer)
    // Without `onDisposed` there is nothing to run at the end, so nothing to pair the
    // subscription with: it is returned as it is, one object fewer per subscription.
    guard let disposable else { return subscription }
    return Disposables.create(subscription, disposable)
  }
}
// snippet: end
