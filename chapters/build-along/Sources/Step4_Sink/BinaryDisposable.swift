import Synchronization

extension Disposables {
  /// One disposable that disposes both `first` and `second`, once.
  public static func create(
    _ first: any Disposable, _ second: any Disposable
  ) -> any Cancelable {
    // TODO: chapter 4, "subscribe with handlers, and onDisposed"
    // (an internal `BinaryDisposable`, in this file)
    Placeholder()
  }
}
