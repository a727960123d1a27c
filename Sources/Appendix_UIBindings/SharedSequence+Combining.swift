import Appendix_Combining
import Step4_Sink

// The operators of several shared sequences of one strategy: the combining appendix's, on the
// sequences inside, wrapped and shared again.

extension SharedSequenceConvertibleType {
  /// The elements of all `sources`, as they come.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.merge(sources.map { $0.asObservable() })
    return SharedSequence<SharingStrategy, Element>(source)
  }

  /// The elements of all `sources`, as they come.
  public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element>
  {
    let source = Observable.merge(sources.map { $0.asObservable() })
    return SharedSequence<SharingStrategy, Element>(source)
  }

  /// The elements of all `sources`, as they come.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    let source = Observable.merge(sources.map { $0.asObservable() })
    return SharedSequence<SharingStrategy, Element>(source)
  }

  /// What `resultSelector` makes of each element and the latest element of `second`, if it has
  /// sent one.
  public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
    _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
  ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
    let source = asObservable()
      .withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector)
    return SharedSequence<SharingStrategy, ResultType>(source)
  }

  /// The latest element of `second` at each element of this one, if it has sent one.
  public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
    -> SharedSequence<SharingStrategy, SecondO.Element>
  {
    let source = asObservable()
      .withLatestFrom(second.asSharedSequence())
    return SharedSequence<SharingStrategy, SecondO.Element>(source)
  }
}

extension SharedSequence {
  /// The elements of each sequence of `sequence` in turn.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.concat(sequence.lazy.map { $0.asObservable() })
    return SharedSequence<SharingStrategy, Element>(source)
  }

  /// The elements of each sequence of `collection` in turn.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.concat(collection.map { $0.asObservable() })
    return SharedSequence<SharingStrategy, Element>(source)
  }

  /// What `resultSelector` makes of the n-th elements of every sequence of `collection`.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.zip(
      collection.map { $0.asSharedSequence().asObservable() }, resultSelector: resultSelector)
    return SharedSequence<SharingStrategy, Result>(source)
  }

  /// The n-th elements of every sequence of `collection`, as an array.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.zip(collection.map { $0.asSharedSequence().asObservable() })
    return SharedSequence<SharingStrategy, [Element]>(source)
  }

  /// What `resultSelector` makes of the latest elements of every sequence of `collection`.
  public static func combineLatest<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    return SharedSequence<SharingStrategy, Result>(source)
  }

  /// The latest elements of every sequence of `collection`, as an array.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.combineLatest(collection.map { $0.asObservable() })
    return SharedSequence<SharingStrategy, [Element]>(source)
  }
}
