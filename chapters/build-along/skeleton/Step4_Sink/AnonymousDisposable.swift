import Synchronization

/// A disposable that runs a closure the first time it is disposed, and never again.
///
/// Thread-safe: when two threads dispose at once, the atomic flag lets exactly one of
/// them run the action. The action itself is the caller's code and runs on the winning
/// thread.
public final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  /// Makes a disposable that runs `action` once, on the first `dispose()`.
  public init(_ action: @escaping () -> Void) {
    // TODO: chapter 4, "A fresh core"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 4, "A fresh core"
    false
  }

  /// Runs the action if this is the first call; releases the action so that what it
  /// captured can go.
  public func dispose() {
    // TODO: chapter 4, "A fresh core"
  }
}

extension Disposables {
  /// A disposable that runs `dispose` once, the first time it is disposed.
  public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
    // TODO: chapter 4, "A fresh core"
    Placeholder()
  }
}
