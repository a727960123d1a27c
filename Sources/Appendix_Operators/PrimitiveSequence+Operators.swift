import Step4_Sink
@_spi(RawTraits) import Step7_Traits

// The operators of this module that RxSwift mirrors on the traits: the observable operator applied
// to the sequence inside, wrapped again in the trait whose promise the result keeps.

extension PrimitiveSequence {
  /// Prints each subscription, event and disposal, as `Observable.debug` does.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// A trait that makes a resource per subscriber and disposes it with the subscription, as
  /// `Observable.using` does.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.using(resourceFactory) { resource in
        try primitiveSequenceFactory(resource).asObservable()
      })
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The transformed element, or nothing when the transform returns nil: a `Maybe`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
    .raw(primitiveSequence.asObservable().compactMap(transform))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The transformed element, or nothing when the transform returns nil.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
    .raw(primitiveSequence.asObservable().compactMap(transform))
  }

  /// The element, or `default` when this completes empty: a `Single`.
  public func ifEmpty(default: Element) -> Single<Element> {
    .raw(primitiveSequence.asObservable().ifEmpty(default: `default`))
  }

  /// The outcome, or `other`'s when this completes empty.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    .raw(primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
  }

  /// The outcome, or `other`'s when this completes empty: a `Single`.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    .raw(primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
  }
}
