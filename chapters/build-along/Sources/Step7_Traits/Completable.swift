import Foundation
import Step4_Sink
import Step5_Operators

/// The trait of a sequence that sends no element at all: it completes or it fails.
public enum CompletableTrait {}

/// Work with no result: it completes or fails. Its element type is `Never`, a type with
/// no values, so the observable inside cannot even express a `next`.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a `Completable` delivers, once.
public enum CompletableEvent: Sendable {
  /// The work failed.
  case error(any Error)
  /// The work finished.
  case completed
}

// Complete: how an outcome prints, which the tests compare against.
extension CompletableEvent: CustomStringConvertible {
  /// `error(…)` or `completed`, in the style of `Event`'s description.
  public var description: String {
    switch self {
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The closure a `Completable`'s producer calls with its one outcome.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// A `Completable` defined by a closure that reports completion or failure.
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> any Disposable
  ) -> Completable {
    // TODO: chapter 7, "Never: a Completable cannot even say `next`"
    Completable(raw: placeholder())
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Delivers the first event as a `CompletableEvent` and ignores anything after it.
  public func subscribe(
    _ observer: @escaping (CompletableEvent) -> Void
  ) -> any Disposable {
    // TODO: chapter 7, "Subscribing: the first event wins"
    Disposables.create()
  }

  /// Subscribes a handler per outcome; every handler is optional. `onDisposed` runs once
  /// when the subscription ends, whichever way it ends.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    // TODO: chapter 7, "Subscribing: the first event wins"
    Disposables.create()
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// A `Completable` that completes at once.
  public static func empty() -> Completable {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Completable(raw: placeholder())
  }

  /// A `Completable` that fails at once with `error`.
  public static func error(_ error: any Error) -> Completable {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Completable(raw: placeholder())
  }

  /// A `Completable` that never finishes.
  public static func never() -> Completable {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Completable(raw: placeholder())
  }
}
