import Step4_Sink
@_spi(RawTraits) import Step7_Traits

// The combining operators of `Completable`, as RxSwift has them. A `Completable` sends no
// element, so `zip` of completables is `merge`: it completes when all of them have.
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Calls the given closures as the outcome passes, and when the subscription starts and ends.
  public func `do`(
    onError: ((any Error) throws -> Void)? = nil, afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Completable {
    .raw(
      primitiveSequence.asObservable().do(
        onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Completes once this completable and then `second` have.
  public func concat(_ second: Completable) -> Completable {
    Completable.concat(primitiveSequence, second)
  }

  /// Subscribes to each completable of `sequence` in turn; completes after the last.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
  where Sequence.Element == Completable {
    .raw(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Subscribes to each completable of `collection` in turn; completes after the last.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
  where Collection.Element == Completable {
    .raw(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Subscribes to each of `sources` in turn; completes after the last.
  public static func concat(_ sources: Completable...) -> Completable {
    .raw(Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Subscribes to every completable of `sources` at once; completes when all have.
  public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    .raw(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Subscribes to every completable of `sources` at once; completes when all have.
  public static func zip(_ sources: [Completable]) -> Completable {
    .raw(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Subscribes to every one of `sources` at once; completes when all have.
  public static func zip(_ sources: Completable...) -> Completable {
    .raw(Observable.merge(sources.map { $0.asObservable() }))
  }
}
