import Synchronization

/// A disposable that runs a closure the first time it is disposed, and never again.
///
/// Thread-safe: when two threads dispose at once, the atomic flag lets exactly one of
/// them run the action. The action itself is the caller's code and runs on the winning
/// thread.
public final class AnonymousDisposable: Disposable, @unchecked Sendable {
  /// Makes a disposable that runs `action` once, on the first `dispose()`.
  public init(_ action: @escaping () -> Void) {
    // TODO: chapter 3, "A closure, run once: `AnonymousDisposable`"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 3, "A closure, run once: `AnonymousDisposable`"
    false
  }

  /// Runs the action if this is the first call; releases the action so that what it
  /// captured can go.
  public func dispose() {
    // TODO: chapter 3, "A closure, run once: `AnonymousDisposable`"
  }
}
