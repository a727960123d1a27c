import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `delay` in virtual time: every element and the completion shifted by the due time, an error at once.
@Suite("delay")
struct DelayTests {
  // snippet: delay-test
  @Test("delay shifts every element and the completion by the due time")
  func delayShiftsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0),  // before the subscription at 200: never seen
      .next(210, 1),
      .next(230, 2),
      .completed(250),
    ])

    let observer = scheduler.start {
      xs.delay(.seconds(30), scheduler: scheduler)  // one tick is one second
    }

    #expect(observer.events == [.next(240, 1), .next(260, 2), .completed(280)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
  // snippet: end

  @Test("delay does not delay an error, and drops the elements still waiting")
  func delayErrorAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError())])
    let observer = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(240, 1), .error(250, TestError())])
  }

  @Test("disposing a delayed subscription cancels the elements still waiting")
  func delayDisposeCancels() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start(disposed: 245) { xs.delay(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(240, 1)])
  }
}
