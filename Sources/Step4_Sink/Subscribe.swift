// snippet: subscribe-closure
extension ObservableType {
  /// Subscribes a closure that receives every event, wrapped in an ``AnonymousObserver`` so
  /// that it sees at most one stop event.
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
  /// Subscribes a handler per kind of event; every handler is optional. `onDisposed` runs
  /// once when the subscription ends, whether by completion, by error or by `dispose()`.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let disposable: any Disposable
    if let onDisposed {
      disposable = Disposables.create(with: onDisposed)
    } else {
      disposable = Disposables.create()
    }

    #if DEBUG
      let synchronizationTracker = SynchronizationTracker()
    #endif

    // Recorded now, so that an unhandled error can say where its subscription was made.
    let callStack =
      Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []

    // One closure observer, which `ObserverBase` keeps to the stop rule, turns each event
    // into a call of the matching handler. A stop event also disposes `disposable`,
    // running `onDisposed`.
    let observer = AnonymousObserver<Element> { event in
      #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
      #endif

      switch event {
      case .next(let value):
        onNext?(value)
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          // an error nobody handles is reported
          Hooks.defaultErrorHandler(callStack, error)
        }
        disposable.dispose()
      case .completed:
        onCompleted?()
        disposable.dispose()
      }
    }
    return Disposables.create(asObservable().subscribe(observer), disposable)
  }
}
// snippet: end
