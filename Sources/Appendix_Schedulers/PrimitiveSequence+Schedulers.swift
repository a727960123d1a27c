import Step4_Sink
import Step7_Traits

// snippet: trait-schedulers
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The success, `dueTime` later; a failure at once. Still a `Single`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Single<Element> {
    primitiveSequence.asObservable().delay(dueTime, scheduler: scheduler).asSingle()
  }

  /// The outcome, delivered on `scheduler`. Still a `Single`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Single<Element> {
    primitiveSequence.asObservable().observe(on: scheduler).asSingle()
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The element or the completion, `dueTime` later; an error at once. Still a `Maybe`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Maybe<Element> {
    primitiveSequence.asObservable().delay(dueTime, scheduler: scheduler).asMaybe()
  }

  /// The outcome, delivered on `scheduler`. Still a `Maybe`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
    primitiveSequence.asObservable().observe(on: scheduler).asMaybe()
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The completion, `dueTime` later; an error at once. Still a `Completable`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Completable {
    primitiveSequence.asObservable().delay(dueTime, scheduler: scheduler).asCompletable()
  }

  /// The outcome, delivered on `scheduler`. Still a `Completable`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Completable {
    primitiveSequence.asObservable().observe(on: scheduler).asCompletable()
  }
}
// snippet: end
