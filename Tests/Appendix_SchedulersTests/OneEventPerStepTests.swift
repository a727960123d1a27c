import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// `delay` and `observe(on:)` forward one event per scheduled step, as RxSwift's do, and schedule
/// the next step after it. On a `TestScheduler`, where work scheduled for now runs a tick later,
/// events that fall due at the same tick therefore leave one tick apart; RxSwift's own tests count
/// on these ticks.
@Suite("delay and observe(on:) forward one event per scheduled step")
struct OneEventPerStepTests {
  @Test("delay(5) of three elements and completed sent at 210 forwards them at 215, 216, 217 and 218")
  func delaySameTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
    let observer = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
    #expect(observer.events == [.next(215, 1), .next(216, 2), .next(217, 3), .completed(218)])
  }

  @Test("observe(on:) of two elements and an error sent at 210 delivers them at 211, 212 and 213")
  func observeOnSameTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .error(210, TestError())])
    let observer = scheduler.start { xs.observe(on: scheduler) }
    #expect(observer.events == [.next(211, 1), .next(212, 2), .error(213, TestError())])
  }

  @Test("Single.just(1).delay(5) succeeds at 205 and completes a step later, at 206")
  func singleDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(1).delay(.seconds(5), scheduler: scheduler).asObservable() }
    #expect(observer.events == [.next(205, 1), .completed(206)])
  }

  @Test("Single.just(1).observe(on:) succeeds at 201 and completes at 202")
  func singleObserveOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(1).observe(on: scheduler).asObservable() }
    #expect(observer.events == [.next(201, 1), .completed(202)])
  }

  @Test("an error that arrives while delay waits to forward goes out at once, ahead of the queue")
  func delayErrorOvertakes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .error(212, TestError())])
    let observer = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
    #expect(observer.events == [.error(212, TestError())])
  }
}
