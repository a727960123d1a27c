import Foundation

/// A disposable that holds other disposables and disposes them all together.
///
/// Once disposed it stays disposed: a disposable inserted afterwards is disposed at once,
/// so nothing can slip in after cleanup and live on.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
  /// Makes a composite holding `disposables`.
  public init(_ disposables: any Disposable...) {
    // TODO: chapter 3, "Many in one: `CompositeDisposable`"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 3, "Many in one: `CompositeDisposable`"
    false
  }

  /// How many disposables are waiting to be disposed.
  public var count: Int {
    // TODO: chapter 3, "Many in one: `CompositeDisposable`"
    0
  }

  /// Adds `disposable`, or disposes it at once if this composite is already disposed.
  public func insert(_ disposable: any Disposable) {
    // TODO: chapter 3, "Many in one: `CompositeDisposable`"
  }

  /// Disposes every disposable inserted so far, once; later calls do nothing.
  public func dispose() {
    // TODO: chapter 3, "Many in one: `CompositeDisposable`"
  }
}
