import Appendix_Schedulers
import Step4_Sink

extension BehaviorRelay {
  /// The relay as a `Driver`: its current value at once, then every new one, on the main
  /// scheduler. A relay cannot fail, so nothing replaces an error.
  public func asDriver() -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
    return SharedSequence(source)
  }
}

extension PublishRelay {
  /// The relay as a `Signal`: every element accepted from now on, on the main scheduler.
  public func asSignal() -> Signal<Element> {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
    return SharedSequence(source)
  }
}
