import Foundation

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

  /// Makes a composite holding `disposables`.
  public convenience init(_ disposables: any Disposable...) {
    self.init(disposables: disposables)
  }

  /// Makes a composite holding `disposables`.
  public init(disposables: [any Disposable]) {
    // TODO: chapter 4, "A fresh core"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 4, "A fresh core"
    false
  }

  /// How many disposables are waiting to be disposed.
  public var count: Int {
    // TODO: chapter 4, "A fresh core"
    0
  }

  /// Keeps `disposable` and returns its key; if this composite is already disposed,
  /// disposes the newcomer at once and returns nil.
  @discardableResult
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    // TODO: chapter 4, "A fresh core"
    nil
  }

  /// Takes out the child filed under `key` and disposes it; does nothing if it is not
  /// inside.
  public func remove(for key: DisposeKey) {
    // TODO: chapter 4, "A fresh core"
  }

  /// Disposes every child still inside, oldest first, once; later calls do nothing.
  public func dispose() {
    // TODO: chapter 4, "A fresh core"
  }
}

// Complete: a helper chapter 4 does not teach, made of your `CompositeDisposable`.
extension Disposables {
  /// One disposable that disposes all three, once.
  public static func create(
    _ first: any Disposable, _ second: any Disposable, _ third: any Disposable
  ) -> any Cancelable {
    CompositeDisposable(first, second, third)
  }
}
