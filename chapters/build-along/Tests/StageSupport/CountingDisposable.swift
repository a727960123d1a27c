import Step4_Sink

/// A disposable that counts how often it is disposed, from any thread.
public final class CountingDisposable: Disposable, @unchecked Sendable {
  private let disposals = AtomicInt(0)

  /// Makes a disposable that has not been disposed.
  public init() {}

  /// How many times `dispose()` has been called.
  public var count: Int { Int(disposals.load()) }

  /// Counts one more disposal.
  public func dispose() { disposals.increment() }
}
