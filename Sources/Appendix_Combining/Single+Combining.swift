import Step4_Sink
import Step5_Operators
@_spi(RawTraits) import Step7_Traits

// The combining operators of `Single`, as RxSwift has them: one element in, one element out, so
// each result is again a `Single` (or the trait the selector's sequences are).
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Calls the given closures as the outcome passes, and when the subscription starts and ends.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil, afterError: ((any Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    .raw(
      primitiveSequence.asObservable().do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// The `Single` that `selector` makes from the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
    .raw(primitiveSequence.asObservable().flatMap(selector))
  }

  /// The `Maybe` that `selector` makes from the element.
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
    .raw(primitiveSequence.asObservable().flatMap(selector))
  }

  /// The `Completable` that `selector` makes from the element.
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
    .raw(primitiveSequence.asObservable().flatMap(selector))
  }

  /// The same outcome, as a `Maybe`: a `Single` keeps every promise a `Maybe` makes.
  public func asMaybe() -> Maybe<Element> {
    .raw(primitiveSequence.asObservable())
  }

  /// The completion or the failure, without the element.
  public func asCompletable() -> Completable {
    .raw(primitiveSequence.asObservable().flatMap { _ in Observable<Never>.empty() })
  }

  /// On a failure, succeeds with `element` instead.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    .raw(primitiveSequence.asObservable().catchAndReturn(element))
  }

  /// The result of `resultSelector` on the elements of every `Single` of `collection`, in order;
  /// for an empty collection, its result on no elements.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return .deferred { .raw(.just(try resultSelector([]))) }
    }
    return .raw(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// The elements of every `Single` of `collection`, as one array in order.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return .raw(.just([]))
    }
    return .raw(Observable.zip(collection.map { $0.asObservable() }))
  }
}
