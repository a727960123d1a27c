/// A disposable with nothing to clean up.
struct NopDisposable: Disposable {
  static let noOp = NopDisposable()

  func dispose() {}
}

extension Disposables {
  /// A disposable that does nothing when disposed: for sources with nothing to release.
  public static func create() -> any Disposable {
    NopDisposable.noOp
  }
}
