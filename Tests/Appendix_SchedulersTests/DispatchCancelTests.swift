import Appendix_Schedulers
import Dispatch
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// What a Dispatch scheduler keeps once its work is cancelled: nothing. A timer due in an hour
/// must not hold its action, and all the action captured, for that hour.
@Suite("Cancelled Dispatch work is released at once")
struct DispatchCancelTests {
  @Test("disposing work scheduled an hour ahead releases its action at once")
  func scheduleRelativeReleases() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.cancel")
    weak var weakToken: Token?
    var scheduled: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      scheduled = scheduler.scheduleRelative(token, dueTime: .seconds(3600)) { _ in Disposables.create() }
    }
    #expect(weakToken != nil)
    scheduled?.dispose()
    #expect(weakToken == nil)
  }

  @Test("a disposed timer an hour ahead releases its observer at once")
  func timerReleasesObserver() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      subscription = Observable<Int>.timer(.seconds(3600), scheduler: scheduler)
        .subscribe(onNext: { _ in withExtendedLifetime(token) {} })
    }
    #expect(weakToken != nil)
    subscription?.dispose()
    #expect(weakToken == nil)
  }

  @Test("a disposed delay on a Dispatch scheduler releases its observer at once")
  func delayReleasesObserver() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.cancel")
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      subscription = Observable.just(1).delay(.seconds(3600), scheduler: scheduler)
        .subscribe(onNext: { _ in withExtendedLifetime(token) {} })
    }
    #expect(weakToken != nil)
    subscription?.dispose()
    #expect(weakToken == nil)
  }

  @Test("a disposed periodic timer releases its action at once")
  func periodicReleases() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.cancel")
    weak var weakToken: Token?
    var scheduled: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      scheduled = scheduler.schedulePeriodic(token, startAfter: .seconds(3600), period: .seconds(3600)) { $0 }
    }
    #expect(weakToken != nil)
    scheduled?.dispose()
    #expect(weakToken == nil)
  }
}
