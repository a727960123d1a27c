import Appendix_Operators
import Appendix_Schedulers
import Step4_Sink

// The operators that wait: `Observable`'s, with the strategy's scheduler filled in, so that a
// `Driver`'s timers run where its events are delivered (and in virtual time under a mock).

// snippet: shared-sequence-time
extension SharedSequenceConvertibleType {
  /// At most one element per `dueTime`: the first at once, then, with `latest`, the latest of
  /// those that came in the meantime, once the time is up.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    let source = asObservable()
      .throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler)
    return SharedSequence(source)
  }

  /// An element once `dueTime` has passed without another after it.
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .debounce(dueTime, scheduler: SharingStrategy.scheduler)
    return SharedSequence(source)
  }
  // snippet: end

  /// Every element `dueTime` later.
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .delay(dueTime, scheduler: SharingStrategy.scheduler)
    return SharedSequence(source)
  }
}
