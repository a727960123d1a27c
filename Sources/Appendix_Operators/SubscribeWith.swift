import Step4_Sink

// snippet: subscribe-with
extension ObservableType {
  /// Subscribes handlers that receive `object` with each event, without keeping it alive: the
  /// subscription holds `object` weakly, and once it is gone the handlers are no longer called.
  /// This is RxSwift 6's way to write `[weak self]` once instead of in every handler.
  ///
  /// An error is handed to `onError` alone; with no `onError` it is dropped, never passed to
  /// `Hooks.defaultErrorHandler`.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onNext: { [weak object] element in
        guard let object else { return }
        onNext?(object, element)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      }
    )
  }
}
// snippet: end
