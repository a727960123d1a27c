import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `timer` and `interval` in virtual time.
@Suite("timer and interval")
struct TimerTests {
  @Test("timer sends 0 once its due time has passed, then completes")
  func timerOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
    #expect(observer.events == [.next(250, 0), .completed(250)])
  }

  @Test("timer with a period counts from its due time, once per period, until disposed")
  func timerPeriodic() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 300) {
      Observable<Int>.timer(.seconds(50), period: .seconds(20), scheduler: scheduler)
    }
    #expect(observer.events == [.next(250, 0), .next(270, 1), .next(290, 2)])
  }

  @Test("interval sends 0, 1, 2, … one per period, the first after one period, until disposed")
  func interval() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 330) { Observable<Int>.interval(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 0), .next(260, 1), .next(290, 2), .next(320, 3)])
  }
}
