import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// `take(for:)` at RxSwift's virtual ticks.
@Suite("take(for:)")
struct TakeTimeTests {
  @Test("take(for:) forwards what comes within the duration, then completes and disposes the source")
  func takeForDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
    let observer = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(225)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test("take(for:) forwards a stop event that comes first")
  func takeForStopsEarly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
