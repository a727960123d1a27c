import Foundation

// snippet: composite-disposable
/// A disposable that holds other disposables and disposes them all together.
///
/// Once disposed it stays disposed: a disposable inserted afterwards is disposed at once,
/// so nothing can slip in after cleanup and live on.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
  private let lock = NSLock()
  // nil once disposed; guarded by `lock`.
  private var disposables: [any Disposable]? = []

  /// Makes a composite holding `disposables`.
  public init(_ disposables: any Disposable...) {
    self.disposables = disposables
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    lock.withLock { disposables == nil }
  }

  /// How many disposables are waiting to be disposed.
  public var count: Int {
    lock.withLock { disposables?.count ?? 0 }
  }

  /// Adds `disposable`, or disposes it at once if this composite is already disposed.
  public func insert(_ disposable: any Disposable) {
    let accepted = lock.withLock {
      disposables?.append(disposable) != nil
    }
    if !accepted {
      disposable.dispose()
    }
  }

  /// Disposes every disposable inserted so far, once; later calls do nothing.
  public func dispose() {
    // Take the list under the lock, dispose outside it: a child's dispose may call back
    // into us.
    let taken = lock.withLock {
      defer { disposables = nil }
      return disposables ?? []
    }
    for disposable in taken {
      disposable.dispose()
    }
  }
}
// snippet: end
