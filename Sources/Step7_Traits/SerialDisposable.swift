import Foundation
import Step4_Sink

// snippet: serial-disposable
/// Holds one disposable at a time. Putting in a new one disposes the one it replaces;
/// once this is disposed, any disposable put in afterwards is disposed at once.
///
/// `andThen` keeps its current stage here: first the completable's subscription, then the
/// second sequence's, which pushes the first out.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var current: (any Disposable)?
  private var disposed = false

  /// Makes an empty, undisposed holder.
  public init() {
    Resources.incrementTotal(self)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    lock.withLock { disposed }
  }

  /// The disposable held now. Setting it disposes the previous one, or, if this holder is
  /// already disposed, the new one.
  public var disposable: any Disposable {
    get {
      lock.withLock { current ?? Disposables.create() }
    }
    set {
      // Decide under the lock, dispose outside it: a disposable's cleanup may call back
      // into us.
      let toDispose: (any Disposable)? = lock.withLock {
        if disposed {
          return newValue
        }
        defer { current = newValue }
        return current
      }
      toDispose?.dispose()
    }
  }

  /// Disposes the disposable held now, once; later calls do nothing.
  public func dispose() {
    let toDispose: (any Disposable)? = lock.withLock {
      if disposed { return nil }
      disposed = true
      defer { current = nil }
      return current
    }
    toDispose?.dispose()
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end
