import Step4_Sink
@_spi(RawTraits) import Step7_Traits

// The combining operators every trait has, as RxSwift has them: the observable operator applied to
// the sequence inside, wrapped again as the same trait. Each keeps the promise of the sequences
// it is given (a fallback or an attempt of the same trait), so none needs `asSingle()`'s checks.
extension PrimitiveSequence {
  /// Calls `observableFactory` anew for each subscription and subscribes to what it returns.
  public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element>
  {
    .raw(Observable.deferred { try observableFactory().asObservable() })
  }

  /// On a failure, goes on with the sequence of the same trait that `handler` makes from it.
  public func `catch`(_ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element>
  {
    .raw(asObservable().catch { try handler($0).asObservable() })
  }

  /// Subscribes at most `maxAttemptCount` times in all, once more after each failure.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    .raw(asObservable().retry(maxAttemptCount))
  }

  /// On a failure of type `Error`, subscribes again when the notifier made from the errors sends.
  public func retry<Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> some ObservableType
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(asObservable().retry(when: notificationHandler))
  }

  /// On any failure, subscribes again when the notifier made from the errors sends.
  public func retry(
    when notificationHandler: @escaping (Observable<any Swift.Error>) -> some ObservableType
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(asObservable().retry(when: notificationHandler))
  }
}
