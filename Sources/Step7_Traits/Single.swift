import Foundation
import Step4_Sink
import Step5_Operators

// snippet: single-trait
/// The trait of a sequence that sends exactly one element or an error. An enum with no
/// cases: no value of it can exist, it only tells the compiler which operators apply.
public enum SingleTrait {}

/// A sequence of exactly one element, or an error: a `Result` that arrives later.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: `.success(element)` or `.failure(error)`, once.
public typealias SingleEvent<Element> = Result<Element, any Error>
// snippet: end

// snippet: single-create
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure a ``Single``'s producer calls with its one result.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// A ``Single`` defined by a closure that reports one result. A success becomes `next`
  /// then `completed` on the observable inside, so the element never arrives without its
  /// end.
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> any Disposable
  ) -> Single<Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .failure(let error):
          observer.on(.error(error))
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }
}
// snippet: end

// snippet: single-subscribe
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Delivers the first event as a ``SingleEvent`` and ignores everything after it, such as
  /// the `completed` that follows every element.
  public func subscribe(
    _ observer: @escaping (SingleEvent<Element>) -> Void
  ) -> any Disposable {
    // Events arrive one at a time (the Rx contract), so a plain local flag is enough.
    var stopped = false
    return primitiveSequence.asObservable().subscribe { event in
      if stopped { return }
      stopped = true

      switch event {
      case .next(let element):
        observer(.success(element))
      case .error(let error):
        observer(.failure(error))
      case .completed:
        // Only a bug can get here: every public way to make a Single sends an element
        // first.
        rxFatalErrorInDebug("A Single completed without an element")
        observer(.failure(RxError.noElements))
      }
    }
  }
}
// snippet: end

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Subscribes a handler per outcome; every handler is optional. `onDisposed` runs once
  /// when the subscription ends, whether by success, by failure or by `dispose()`.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Error) -> Void)? = nil,
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

    let observer: SingleObserver = { event in
      switch event {
      case .success(let element):
        onSuccess?(element)
      case .failure(let error):
        if let onFailure {
          onFailure(error)
        } else {
          // a failure nobody handles is reported
          Hooks.defaultErrorHandler(callStack, error)
        }
      }
      disposable.dispose()
    }
    return Disposables.create(primitiveSequence.subscribe(observer), disposable)
  }
}

// snippet: single-constructors
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A ``Single`` that succeeds at once with `element`.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: Observable.just(element))
  }

  /// A ``Single`` that fails at once with `error`.
  public static func error(_ error: any Error) -> Single<Element> {
    Single(raw: Observable.error(error))
  }

  /// A ``Single`` that never delivers anything.
  public static func never() -> Single<Element> {
    Single(raw: Observable.never())
  }
}
// snippet: end
