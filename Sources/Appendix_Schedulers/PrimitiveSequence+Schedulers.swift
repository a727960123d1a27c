import Step4_Sink
@_spi(RawTraits) import Step7_Traits

// snippet: trait-schedulers
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The success, `dueTime` later; a failure at once. Still a `Single`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Single<Element> {
    Single.raw(primitiveSequence.asObservable().delay(dueTime, scheduler: scheduler))
  }

  /// The outcome, delivered on `scheduler`. Still a `Single`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Single<Element> {
    Single.raw(primitiveSequence.asObservable().observe(on: scheduler))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The element or the completion, `dueTime` later; an error at once. Still a `Maybe`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Maybe<Element> {
    Maybe.raw(primitiveSequence.asObservable().delay(dueTime, scheduler: scheduler))
  }

  /// The outcome, delivered on `scheduler`. Still a `Maybe`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
    Maybe.raw(primitiveSequence.asObservable().observe(on: scheduler))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The completion, `dueTime` later; an error at once. Still a `Completable`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Completable {
    Completable.raw(primitiveSequence.asObservable().delay(dueTime, scheduler: scheduler))
  }

  /// The outcome, delivered on `scheduler`. Still a `Completable`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Completable {
    Completable.raw(primitiveSequence.asObservable().observe(on: scheduler))
  }
}
// snippet: end
