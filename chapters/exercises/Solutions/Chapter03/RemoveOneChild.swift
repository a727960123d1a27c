// Chapter 3, exercise 4: remove one child early. A reference solution.

import Foundation
import Step3_Events

/// The key `insert(_:)` returns, to take that one child out again (RxSwift's `DisposeKey`).
struct DisposeKey: Hashable, Sendable {
  /// Tells the keys of one composite apart.
  let value: Int
}

/// Chapter 3's `CompositeDisposable`, whose children can also be removed one by one, as in
/// RxSwift. Thread-safe: `insert`, `remove` and `dispose` may be called from any thread at once.
///
/// - `insert(_:)` keeps a child and returns its key, or, once the composite is disposed, disposes
///   the newcomer at once and returns nil.
/// - `remove(for:)` takes that child out and disposes it; a key already removed does nothing.
/// - `dispose()` disposes every child still inside, once; later calls do nothing.
final class KeyedCompositeDisposable: Disposable, @unchecked Sendable {
  private let lock = NSLock()
  // nil once disposed; guarded by `lock`, as are the keys.
  private var children: [DisposeKey: any Disposable]? = [:]
  private var nextKey = 0

  /// Makes an empty composite.
  init() {}

  /// Keeps `disposable` and returns its key; disposes it at once, and returns nil, if this
  /// composite is already disposed.
  func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key: DisposeKey? = lock.withLock {
      guard children != nil else { return nil }
      let key = DisposeKey(value: nextKey)
      nextKey += 1
      children?[key] = disposable
      return key
    }
    if key == nil {
      disposable.dispose()
    }
    return key
  }

  /// Takes out the child with this key and disposes it; does nothing if it is not inside.
  func remove(for key: DisposeKey) {
    // Take the child out under the lock, dispose it outside: its dispose may call back into us.
    let removed = lock.withLock { children?.removeValue(forKey: key) }
    removed?.dispose()
  }

  /// Disposes every child still inside, once; later calls do nothing.
  func dispose() {
    let taken = lock.withLock {
      defer { children = nil }
      return children.map { $0.sorted { $0.key.value < $1.key.value }.map(\.value) } ?? []
    }
    for child in taken {
      child.dispose()
    }
  }
}
