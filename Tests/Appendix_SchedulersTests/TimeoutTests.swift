import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// `timeout`, with an error or another sequence, at RxSwift's virtual ticks.
@Suite("timeout")
struct TimeoutTests {
  @Test("timeout sends RxError.timeout when an element is later than the due time after the one before")
  func timeoutErrors() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(280, 3), .completed(300)])
    let observer = scheduler.start { xs.timeout(.seconds(35), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(240, 2), .error(275, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 275)])
  }

  @Test("the error timeout sends is a case of RxError, so error as? RxError matches it")
  func timeoutErrorIsRxError() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start { xs.timeout(.seconds(35), scheduler: scheduler) }
    let error = try #require(observer.events.last?.value.error)
    guard case .timeout? = error as? RxError else {
      Issue.record("expected RxError.timeout, got \(type(of: error)): \(error)")
      return
    }
  }

  @Test("timeout with another sequence switches to it when the time runs out")
  func timeoutSwitches() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 3)])
    let ys = scheduler.createColdObservable([.next(5, 100), .completed(10)])
    let observer = scheduler.start { xs.timeout(.seconds(35), other: ys, scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(250, 100), .completed(255)])
    #expect(xs.subscriptions == [Subscription(200, 245)])
    #expect(ys.subscriptions == [Subscription(245, 255)])
  }

  @Test("timeout lets a sequence that ends in time end as it does")
  func timeoutInTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let observer = scheduler.start { xs.timeout(.seconds(35), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .completed(230)])
  }
}
