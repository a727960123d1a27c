import Foundation
import Step4_Sink

/// Holds one disposable at a time. Putting in a new one disposes the one it replaces;
/// once this is disposed, any disposable put in afterwards is disposed at once.
///
/// `andThen` keeps its current stage here: first the completable's subscription, then the
/// second sequence's, which pushes the first out.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  /// Makes an empty, undisposed holder.
  public init() {
    // TODO: chapter 7, "SerialDisposable: one slot, replaceable"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 7, "SerialDisposable: one slot, replaceable"
    false
  }

  /// The disposable held now. Setting it disposes the previous one, or, if this holder is
  /// already disposed, the new one.
  public var disposable: any Disposable {
    get {
      // TODO: chapter 7, "SerialDisposable: one slot, replaceable"
      Disposables.create()
    }
    set {
      // TODO: chapter 7, "SerialDisposable: one slot, replaceable"
    }
  }

  /// Disposes the disposable held now, once; later calls do nothing.
  public func dispose() {
    // TODO: chapter 7, "SerialDisposable: one slot, replaceable"
  }
}
