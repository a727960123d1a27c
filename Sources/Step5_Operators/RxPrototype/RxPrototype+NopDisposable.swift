extension RxPrototype {
  /// A disposable with nothing to clean up, for a `create` closure that holds no
  /// resource.
  public struct NopDisposable: Disposable {
    /// Makes a disposable that does nothing.
    public init() {}

    /// Does nothing.
    public func dispose() {}
  }
}
