/// A disposable that is not an object, in a box that is: what a sink holds as its upstream is one
/// reference.
final class DisposableBox: Disposable {
  private let disposable: any Disposable

  init(_ disposable: any Disposable) {
    self.disposable = disposable
  }

  func dispose() {
    disposable.dispose()
  }
}

/// `disposable` as a sink holds it: nothing for `Disposables.create()`'s, the object itself for a
/// class, else a box. For the disposables that come from outside a chain (`create`'s closure, a
/// custom ``Observable``); the links of a chain are objects already.
func heldAsObject(_ disposable: any Disposable) -> (any Disposable & AnyObject)? {
  if disposable is NopDisposable {
    return nil
  }
  if let object = disposable as? any Disposable & AnyObject {
    return object
  }
  return DisposableBox(disposable)
}
