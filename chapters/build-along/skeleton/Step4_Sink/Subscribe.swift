extension ObservableType {
  /// Subscribes a closure that receives every event, wrapped in an `AnonymousObserver` so
  /// that it sees at most one stop event.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    // TODO: chapter 4, "subscribe with handlers, and onDisposed"
    Placeholder()
  }
}

extension ObservableType {
  /// Subscribes a handler per kind of event; every handler is optional. `onDisposed` runs
  /// once when the subscription ends, whether by completion, by error or by `dispose()`.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    // TODO: chapter 4, "subscribe with handlers, and onDisposed"
    Placeholder()
  }
}
