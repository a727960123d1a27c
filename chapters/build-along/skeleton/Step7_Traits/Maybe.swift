import Foundation
import Step4_Sink
import Step5_Operators

/// The trait of a sequence that sends at most one element: one element, nothing, or an
/// error.
public enum MaybeTrait {}

/// A sequence of zero or one element, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers, once: an element, an error, or the news that there is no
/// element.
public enum MaybeEvent<Element> {
  /// The one element (the observable inside sent `next`, then `completed`).
  case success(Element)
  /// The sequence failed.
  case error(any Error)
  /// The sequence ended without an element.
  case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

// Complete: how an outcome prints, which the tests compare against.
extension MaybeEvent: CustomStringConvertible {
  /// `success(1)`, `error(…)` or `completed`, in the style of `Event`'s description.
  public var description: String {
    switch self {
    case .success(let element): "success(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure a `Maybe`'s producer calls with its one outcome.
  public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

  /// A `Maybe` defined by a closure that reports one outcome.
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> any Disposable
  ) -> Maybe<Element> {
    // TODO: chapter 7, "Making a Single"
    Maybe(raw: placeholder())
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Delivers the first event as a `MaybeEvent` and ignores everything after it. Every
  /// event of the observable inside has a meaning here, so there is nothing to report as
  /// a bug.
  public func subscribe(
    _ observer: @escaping (MaybeEvent<Element>) -> Void
  ) -> any Disposable {
    // TODO: chapter 7, "Subscribing: the first event wins"
    Disposables.create()
  }

  /// Subscribes a handler per outcome; every handler is optional. `onDisposed` runs once
  /// when the subscription ends, whichever way it ends.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    // TODO: chapter 7, "Subscribing: the first event wins"
    Disposables.create()
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// A `Maybe` that succeeds at once with `element`.
  public static func just(_ element: Element) -> Maybe<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Maybe(raw: placeholder())
  }

  /// A `Maybe` that completes at once without an element.
  public static func empty() -> Maybe<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Maybe(raw: placeholder())
  }

  /// A `Maybe` that fails at once with `error`.
  public static func error(_ error: any Error) -> Maybe<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Maybe(raw: placeholder())
  }

  /// A `Maybe` that never delivers anything.
  public static func never() -> Maybe<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Maybe(raw: placeholder())
  }
}
