import Step4_Sink

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Runs `second` after this completable completes; the result is a `Single`, because
  /// all it can send after the completable's silence is `second`'s one element.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    // TODO: chapter 7, "andThen: one job after another"
    // (an internal `ConcatCompletable` producer, in ConcatCompletable.swift, does the
    // work)
    Single(raw: placeholder())
  }

  /// Runs `second` after this completable completes; the result is a `Maybe`.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    // TODO: chapter 7, "andThen: one job after another"
    Maybe(raw: placeholder())
  }

  /// Runs `second` after this completable completes; the result is still a `Completable`.
  public func andThen(_ second: Completable) -> Completable {
    // TODO: chapter 7, "andThen: one job after another"
    Completable(raw: placeholder())
  }

  /// Runs `second` after this completable completes; the result is an `Observable`.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    // TODO: chapter 7, "andThen: one job after another"
    placeholder()
  }
}
