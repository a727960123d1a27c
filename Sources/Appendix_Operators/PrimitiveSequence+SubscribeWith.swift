import Step4_Sink
import Step7_Traits

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Subscribes handlers that receive `object` with the outcome, holding `object` weakly: once it
  /// is gone, no handler is called. A failure with no `onFailure` is dropped.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, any Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onFailure: { [weak object] error in
        guard let object else { return }
        onFailure?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      }
    )
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Subscribes handlers that receive `object` with the outcome, holding `object` weakly: once it
  /// is gone, no handler is called. An error with no `onError` is dropped.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
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

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes handlers that receive `object` with the outcome, holding `object` weakly: once it
  /// is gone, no handler is called. An error with no `onError` is dropped.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      }
    )
  }
}
