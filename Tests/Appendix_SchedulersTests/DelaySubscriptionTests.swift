import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// `delaySubscription` at RxSwift's virtual ticks.
@Suite("delaySubscription")
struct DelaySubscriptionTests {
  @Test("delaySubscription subscribes once the due time has passed: a cold source then starts from there")
  func delaySubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let observer = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(280, 42), .next(290, 43), .completed(300)])
    #expect(xs.subscriptions == [Subscription(230, 300)])
  }

  @Test("disposed before its due time, delaySubscription never subscribes")
  func delaySubscriptionDisposedEarly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(observer.events.isEmpty)
    #expect(xs.subscriptions.isEmpty)
  }
}
