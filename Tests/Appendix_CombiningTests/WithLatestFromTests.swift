import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `withLatestFrom`: the first sequence drives, the second only updates the latest element.
@Suite("withLatestFrom")
struct WithLatestFromTests {
  @Test("withLatestFrom sends on the first sequence's elements only, with the second's latest")
  func withLatestFromFirstDrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .next(245, "c"), .completed(255)])

    let observer = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

    #expect(observer.events == [.next(230, "2a"), .next(250, "3c"), .completed(260)])
    #expect(ys.subscriptions == [Subscription(200, 255)])
  }

  @Test("an error from withLatestFrom's second sequence ends everything")
  func withLatestFromSecondError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(205, 7), .error(220, TestError())])
    let observer = scheduler.start { xs.withLatestFrom(ys) }
    #expect(observer.events == [.next(210, 7), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
