import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `observe(on:)` in virtual time: each event delivered on the scheduler, one tick later.
@Suite("observe(on:)")
struct ObserveOnTests {
  @Test("observe(on:) delivers each event on the scheduler, which in virtual time is one tick later")
  func observeOnOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { xs.observe(on: scheduler) }
    #expect(observer.events == [.next(211, 1), .next(221, 2), .completed(231)])
    #expect(xs.subscriptions == [Subscription(200, 230)])  // the source is done at 230; the delivery is not
  }

  @Test("observe(on:) does not deliver what is still queued once the subscription is disposed")
  func observeOnDisposeDropsQueued() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.start(disposed: 220) { xs.observe(on: scheduler) }
    #expect(observer.events == [.next(211, 1)])  // 2 arrives at 220 but would go out at 221
  }
}
