import Synchronization

// snippet: anonymous-disposable
/// A disposable that runs a closure the first time it is disposed, and never again.
///
/// Thread-safe: when two threads dispose at once, the atomic flag lets exactly one of
/// them run the action. The action itself is the caller's code and runs on the winning
/// thread.
public final class AnonymousDisposable: Disposable, @unchecked Sendable {
  private let disposed = Atomic<Bool>(false)
  // Read and cleared only by the one `dispose()` call that flips `disposed`.
  private var action: (() -> Void)?

  /// Makes a disposable that runs `action` once, on the first `dispose()`.
  public init(_ action: @escaping () -> Void) {
    self.action = action
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  /// Runs the action if this is the first call; releases the action so that what it
  /// captured can go.
  public func dispose() {
    // `exchange` sets the flag and returns the old value in one atomic step: only the
    // first call sees `false`.
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let action = self.action
    self.action = nil
    action?()
  }
}
// snippet: end
