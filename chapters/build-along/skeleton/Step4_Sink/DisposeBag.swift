import Foundation

/// Holds subscriptions and disposes them all when it is released, tying their lifetime to
/// the lifetime of its owner (typically a view controller's
/// `let disposeBag = DisposeBag()`).
///
/// A disposable inserted after the bag was disposed is disposed at once.
public final class DisposeBag: @unchecked Sendable {
  /// Makes an empty bag.
  public init() {
    // TODO: chapter 4, "DisposeBag"
  }

  /// Adds `disposable` to the bag, or disposes it at once if the bag is already disposed.
  public func insert(_ disposable: any Disposable) {
    // TODO: chapter 4, "DisposeBag"
  }

  /// Disposes everything in the bag, outside the lock so that a disposable may insert
  /// into the bag while it is being disposed. Only `deinit` calls it, as in RxSwift: to
  /// empty a bag, replace it with a new one.
  func dispose() {
    // TODO: chapter 4, "DisposeBag"
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, so that it is disposed when the bag is released.
  public func disposed(by bag: DisposeBag) {
    // TODO: chapter 4, "DisposeBag"
  }
}
