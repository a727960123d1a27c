// Chapter 3, exercise 4: remove one child early.
// Check: swift test --package-path chapters/exercises --filter Chapter03Tests.RemoveOneChildTests
// Hint:  chapters/exercises/hint 3 4

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
  // TODO: the children, each with its key, and whatever keeps this safe across threads.

  /// Makes an empty composite.
  init() {}

  /// Keeps `disposable` and returns its key; disposes it at once, and returns nil, if this
  /// composite is already disposed.
  func insert(_ disposable: any Disposable) -> DisposeKey? {
    // TODO
    nil
  }

  /// Takes out the child with this key and disposes it; does nothing if it is not inside.
  func remove(for key: DisposeKey) {
    // TODO
  }

  /// Disposes every child still inside, once; later calls do nothing.
  func dispose() {
    // TODO
  }
}
