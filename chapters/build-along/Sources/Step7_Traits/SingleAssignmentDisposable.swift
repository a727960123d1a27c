import Step4_Sink

/// A disposable that is set once, possibly after it was disposed: a subscription can be
/// cancelled before the disposable it should cancel exists.
///
/// The `SinkDisposer`'s two flags again, plus a third that the first `setDisposable`
/// claims: a second call loses, reports the broken contract to `Hooks.contractViolation`,
/// and has its disposable disposed at once so that nothing it holds lives on.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  /// Makes an empty, undisposed disposable.
  public init() {
    // TODO: chapter 7, "SingleAssignmentDisposable: set once, maybe after the end"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 7, "SingleAssignmentDisposable: set once, maybe after the end"
    false
  }

  /// Sets the disposable to dispose. If this was already disposed, `disposable` is
  /// disposed at once. A second call is a bug: it goes to the hook and its disposable is
  /// disposed at once.
  public func setDisposable(_ disposable: any Disposable) {
    // TODO: chapter 7, "SingleAssignmentDisposable: set once, maybe after the end"
  }

  /// Disposes the disposable if it has been set, or marks this so that `setDisposable`
  /// will.
  public func dispose() {
    // TODO: chapter 7, "SingleAssignmentDisposable: set once, maybe after the end"
  }
}
