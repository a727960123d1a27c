import Step4_Sink

// snippet: single-assignment-disposable
/// A disposable that is set once, possibly after it was disposed: a subscription can be
/// cancelled before the disposable it should cancel exists.
///
/// The `SinkDisposer`'s two flags again, plus a third that the first `setDisposable`
/// claims: a second call loses, reports the broken contract to `Hooks.contractViolation`,
/// and has its disposable disposed at once so that nothing it holds lives on.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private enum DisposeState: Int32 {
    case disposed = 1
    case disposableSet = 2
    case assignmentClaimed = 4
  }

  private let state = AtomicInt(0)
  // Written only by the one call that claims the assignment, before it publishes
  // `disposableSet`; read and cleared only by the one call that sees both flags set.
  private var disposable: (any Disposable)?

  /// Makes an empty, undisposed disposable.
  public init() {
    Resources.incrementTotal(self)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    state.isFlagSet(DisposeState.disposed.rawValue)
  }

  /// Sets the disposable to dispose. If this was already disposed, `disposable` is
  /// disposed at once. A second call is a bug: it goes to the hook and its disposable is
  /// disposed at once.
  public func setDisposable(_ disposable: any Disposable) {
    let claimed = state.fetchOr(DisposeState.assignmentClaimed.rawValue)
    if (claimed & DisposeState.assignmentClaimed.rawValue) != 0 {
      rxFatalErrorInDebug("SingleAssignmentDisposable.setDisposable was called twice")
      disposable.dispose()
      return
    }

    self.disposable = disposable
    let previousState = state.fetchOr(DisposeState.disposableSet.rawValue)

    // Disposed before the disposable arrived: dispose it now.
    if (previousState & DisposeState.disposed.rawValue) != 0 {
      disposable.dispose()
      self.disposable = nil
    }
  }

  /// Disposes the disposable if it has been set, or marks this so that `setDisposable`
  /// will.
  public func dispose() {
    let previousState = state.fetchOr(DisposeState.disposed.rawValue)
    if (previousState & DisposeState.disposed.rawValue) != 0 {
      return
    }
    if (previousState & DisposeState.disposableSet.rawValue) != 0 {
      disposable?.dispose()
      disposable = nil
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end
