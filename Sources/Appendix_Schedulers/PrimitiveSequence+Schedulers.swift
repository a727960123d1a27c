import Step4_Sink
@_spi(RawTraits) import Step7_Traits

// snippet: trait-schedulers
// The time operators of every trait, as RxSwift has them: the observable operator, applied to the
// sequence inside, wrapped again as it is. None of them can break a trait's promise (they shift,
// move or cut events, never add any), so none needs `asSingle()`'s checks.
extension PrimitiveSequence {
  /// The outcome, `dueTime` later; an error at once.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    .raw(asObservable().delay(dueTime, scheduler: scheduler))
  }

  /// The same sequence, subscribed to once `dueTime` has passed.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    .raw(asObservable().delaySubscription(dueTime, scheduler: scheduler))
  }

  /// The outcome, delivered on `scheduler`.
  public func observe(on scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    .raw(asObservable().observe(on: scheduler))
  }

  /// The same sequence, subscribed to and disposed on `scheduler`.
  public func subscribe(on scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    .raw(asObservable().subscribe(on: scheduler))
  }

  /// The outcome, or `RxError.timeout` if it does not come within `dueTime`.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    .raw(asObservable().timeout(dueTime, scheduler: scheduler))
  }

  /// The outcome, or `other`'s if it does not come within `dueTime`.
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
    scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(asObservable().timeout(dueTime, other: other, scheduler: scheduler))
  }
}
// snippet: end

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A `Single` that succeeds with `element` in a step scheduled on `scheduler`.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Single<Element> {
    .raw(Observable.just(element, scheduler: scheduler))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// A `Maybe` that succeeds with `element` in a step scheduled on `scheduler`.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
    .raw(Observable.just(element, scheduler: scheduler))
  }
}

extension PrimitiveSequence where Element: FixedWidthInteger {
  /// A trait whose one element, `0`, comes once `dueTime` has passed.
  public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element>
  {
    .raw(Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}
