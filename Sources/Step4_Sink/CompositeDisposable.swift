import Foundation

// snippet: composite-disposable-keys
/// A disposable that holds other disposables and disposes them all together; each child
/// can also be taken out early by the key `insert` returned, as in RxSwift.
///
/// Once disposed it stays disposed: a disposable inserted afterwards is disposed at once,
/// so nothing can slip in after cleanup and live on.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// What `insert(_:)` returns, to take that one child out again with `remove(for:)`.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let key: BagKey
  }

  private let lock = NSLock()
  // nil once disposed; guarded by `lock`. A Bag, so that `remove(for:)` takes constant
  // time.
  private var children: Bag<any Disposable>? = Bag()

  /// Makes a composite holding `disposables`.
  public convenience init(_ disposables: any Disposable...) {
    self.init(disposables: disposables)
  }

  /// Makes a composite holding `disposables`.
  public init(disposables: [any Disposable]) {
    for disposable in disposables {
      _ = children?.insert(disposable)
    }
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    lock.withLock { children == nil }
  }

  /// How many disposables are waiting to be disposed.
  public var count: Int {
    lock.withLock { children?.count ?? 0 }
  }

  /// Keeps `disposable` and returns its key; if this composite is already disposed,
  /// disposes the newcomer at once and returns nil.
  @discardableResult
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key: DisposeKey? = lock.withLock {
      guard let bagKey = children?.insert(disposable) else { return nil }
      return DisposeKey(key: bagKey)
    }
    if key == nil {
      disposable.dispose()
    }
    return key
  }

  /// Takes out the child filed under `key` and disposes it; does nothing if it is not
  /// inside.
  public func remove(for key: DisposeKey) {
    // Take the child out under the lock, dispose it outside: its dispose may call back
    // into us.
    let removed = lock.withLock { children?.removeKey(key.key) }
    removed?.dispose()
  }

  /// Disposes every child still inside, once, in the bag's order; later calls do nothing.
  public func dispose() {
    let taken = lock.withLock {
      defer { children = nil }
      return children
    }
    taken?.forEach { $0.dispose() }
  }
}
// snippet: end

extension Disposables {
  /// One disposable that disposes all three, once.
  public static func create(
    _ first: any Disposable, _ second: any Disposable, _ third: any Disposable
  ) -> any Cancelable {
    CompositeDisposable(first, second, third)
  }
}
