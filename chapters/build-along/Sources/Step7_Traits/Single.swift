import Foundation
import Step4_Sink
import Step5_Operators

/// The trait of a sequence that sends exactly one element or an error. An enum with no
/// cases: no value of it can exist, it only tells the compiler which operators apply.
public enum SingleTrait {}

/// A sequence of exactly one element, or an error: a `Result` that arrives later.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(element)` or `.failure(error)`, once.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure a `Single`'s producer calls with its one result.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// A `Single` defined by a closure that reports one result. A success becomes `next`
  /// then `completed` on the observable inside, so the element never arrives without its
  /// end.
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> any Disposable
  ) -> Single<Element> {
    // TODO: chapter 7, "Making a Single"
    Single(raw: placeholder())
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Delivers the first event as a `SingleEvent` and ignores everything after it, such as
  /// the `completed` that follows every element.
  public func subscribe(
    _ observer: @escaping (SingleEvent<Element>) -> Void
  ) -> any Disposable {
    // TODO: chapter 7, "Subscribing: the first event wins"
    Disposables.create()
  }

  /// Subscribes a handler per outcome; every handler is optional. `onDisposed` runs once
  /// when the subscription ends, whether by success, by failure or by `dispose()`.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    // TODO: chapter 7, "Subscribing: the first event wins"
    Disposables.create()
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A `Single` that succeeds at once with `element`.
  public static func just(_ element: Element) -> Single<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Single(raw: placeholder())
  }

  /// A `Single` that fails at once with `error`.
  public static func error(_ error: any Error) -> Single<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Single(raw: placeholder())
  }

  /// A `Single` that never delivers anything.
  public static func never() -> Single<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Single(raw: placeholder())
  }
}
