import Foundation

/// A disposable that holds other disposables and disposes them all together; each child can also
/// be taken out early by the key `insert` returned, as in RxSwift.
///
/// Once disposed it stays disposed: a disposable inserted afterwards is disposed at once,
/// so nothing can slip in after cleanup and live on.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// What `insert(_:)` returns, to take that one child out again with `remove(for:)`.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: UInt64
  }

  private let lock = NSLock()
  // nil once disposed; guarded by `lock`, as is `nextKey`. Oldest first.
  private var children: [(key: DisposeKey, disposable: any Disposable)]? = []
  private var nextKey: UInt64 = 0

  /// Makes a composite holding `disposables`.
  public convenience init(_ disposables: any Disposable...) {
    self.init(disposables: disposables)
  }

  /// Makes a composite holding `disposables`.
  public init(disposables: [any Disposable]) {
    children = disposables.enumerated().map { (key: DisposeKey(value: UInt64($0.offset)), disposable: $0.element) }
    nextKey = UInt64(disposables.count)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    lock.withLock { children == nil }
  }

  /// How many disposables are waiting to be disposed.
  public var count: Int {
    lock.withLock { children?.count ?? 0 }
  }

  /// Keeps `disposable` and returns its key; if this composite is already disposed, disposes the
  /// newcomer at once and returns nil.
  @discardableResult
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key: DisposeKey? = lock.withLock {
      guard children != nil else { return nil }
      let key = DisposeKey(value: nextKey)
      nextKey &+= 1
      children?.append((key: key, disposable: disposable))
      return key
    }
    if key == nil {
      disposable.dispose()
    }
    return key
  }

  /// Takes out the child filed under `key` and disposes it; does nothing if it is not inside.
  public func remove(for key: DisposeKey) {
    // Take the child out under the lock, dispose it outside: its dispose may call back into us.
    let removed: (any Disposable)? = lock.withLock {
      guard let index = children?.firstIndex(where: { $0.key == key }) else { return nil }
      return children?.remove(at: index).disposable
    }
    removed?.dispose()
  }

  /// Disposes every child still inside, oldest first, once; later calls do nothing.
  public func dispose() {
    let taken = lock.withLock {
      defer { children = nil }
      return children ?? []
    }
    for child in taken {
      child.disposable.dispose()
    }
  }
}

extension Disposables {
  /// One disposable that disposes all three, once.
  public static func create(_ first: any Disposable, _ second: any Disposable, _ third: any Disposable)
    -> any Cancelable
  {
    CompositeDisposable(first, second, third)
  }
}
