import Foundation
import Step4_Sink
import Step5_Operators

// snippet: completable-trait
/// The trait of a sequence that sends no element at all: it completes or it fails.
public enum CompletableTrait {}

/// Work with no result: it completes or fails. Its element type is `Never`, a type with
/// no values, so the observable inside cannot even express a `next`.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` delivers, once.
public enum CompletableEvent: Sendable {
  /// The work failed.
  case error(any Error)
  /// The work finished.
  case completed
}
// snippet: end

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
  /// The closure a ``Completable``'s producer calls with its one outcome.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// A ``Completable`` defined by a closure that reports completion or failure.
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> any Disposable
  ) -> Completable {
    let source = Observable<Never>.create { observer in
      subscribe { event in
        switch event {
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }
}

// snippet: completable-subscribe
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Delivers the first event as a ``CompletableEvent`` and ignores anything after it.
  public func subscribe(
    _ observer: @escaping (CompletableEvent) -> Void
  ) -> any Disposable {
    // No `stopped` flag: both events a Completable can see are stop events, and the
    // observer that `subscribe(_ on:)` makes already lets only the first stop event
    // through.
    primitiveSequence.asObservable().subscribe { event in
      // No `case .next`: its payload would be a `Never`, so the compiler knows it cannot
      // happen.
      switch event {
      case .error(let error):
        observer(.error(error))
      case .completed:
        observer(.completed)
      }
    }
  }

  /// Subscribes a handler per outcome; every handler is optional. `onDisposed` runs once
  /// when the subscription ends, whichever way it ends.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    // Recorded now, as RxSwift does in a debug build, for a failure that no handler
    // takes.
    #if DEBUG
      let callStack = Hooks.recordCallStackOnError ? Thread.callStackSymbols : []
    #else
      let callStack: [String] = []
    #endif
    let disposable: any Disposable =
      onDisposed.map(Disposables.create(with:)) ?? Disposables.create()

    let observer: CompletableObserver = { event in
      switch event {
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          // a failure nobody handles is reported
          Hooks.defaultErrorHandler(callStack, error)
        }
      case .completed:
        onCompleted?()
      }
      disposable.dispose()
    }
    return Disposables.create(primitiveSequence.subscribe(observer), disposable)
  }
}
// snippet: end

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// A ``Completable`` that completes at once.
  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }

  /// A ``Completable`` that fails at once with `error`.
  public static func error(_ error: any Error) -> Completable {
    Completable(raw: Observable.error(error))
  }

  /// A ``Completable`` that never finishes.
  public static func never() -> Completable {
    Completable(raw: Observable.never())
  }
}
