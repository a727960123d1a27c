import Foundation

/// Holds subscriptions and disposes them all when it is released, tying their lifetime to
/// the lifetime of its owner (typically a view controller's
/// `let disposeBag = DisposeBag()`).
///
/// A disposable inserted after the bag was disposed is disposed at once.
public final class DisposeBag: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var disposables: [any Disposable] = []
  private var isDisposed = false

  /// Makes an empty bag.
  public init() {
    Resources.incrementTotal(self)
  }

  /// Adds `disposable` to the bag, or disposes it at once if the bag is already disposed.
  public func insert(_ disposable: any Disposable) {
    let accepted = lock.withLock {
      if isDisposed { return false }
      disposables.append(disposable)
      return true
    }
    if !accepted {
      disposable.dispose()
    }
  }

  /// Disposes everything in the bag, outside the lock so that a disposable may insert
  /// into the bag while it is being disposed. Only `deinit` calls it, as in RxSwift: to
  /// empty a bag, replace it with a new one.
  func dispose() {
    let taken = lock.withLock {
      defer {
        disposables.removeAll()
        isDisposed = true
      }
      return disposables
    }
    for disposable in taken {
      disposable.dispose()
    }
  }

  deinit {
    dispose()
    Resources.decrementTotal(self)
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, so that it is disposed when the bag is released.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
