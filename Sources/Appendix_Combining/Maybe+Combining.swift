import Step4_Sink
import Step5_Operators
@_spi(RawTraits) import Step7_Traits

// The combining operators of `Maybe`, as RxSwift has them: at most one element in, at most one
// out, so each result is again a `Maybe`.
extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Calls the given closures as the events pass, and when the subscription starts and ends.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil, afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    .raw(
      primitiveSequence.asObservable().do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// The `Maybe` that `selector` makes from the element, if there is one.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
    .raw(primitiveSequence.asObservable().flatMap(selector))
  }

  /// On a failure, sends `element` and completes instead.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    .raw(primitiveSequence.asObservable().catchAndReturn(element))
  }
}
