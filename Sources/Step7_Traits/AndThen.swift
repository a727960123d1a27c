import Step4_Sink

// snippet: and-then
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Runs `second` after this completable completes; the result is a ``Single``, because
  /// all it can send after the completable's silence is `second`'s one element.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    let completable = primitiveSequence.asObservable()
    return Single(
      raw: ConcatCompletable(completable: completable, second: second.asObservable()))
  }

  /// Runs `second` after this completable completes; the result is a ``Maybe``.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    let completable = primitiveSequence.asObservable()
    return Maybe(
      raw: ConcatCompletable(completable: completable, second: second.asObservable()))
  }

  /// Runs `second` after this completable completes; the result is still a ``Completable``.
  public func andThen(_ second: Completable) -> Completable {
    let completable = primitiveSequence.asObservable()
    return Completable(
      raw: ConcatCompletable(completable: completable, second: second.asObservable()))
  }

  /// Runs `second` after this completable completes; the result is an `Observable`.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    let completable = primitiveSequence.asObservable()
    return ConcatCompletable(completable: completable, second: second.asObservable())
  }
}
// snippet: end
