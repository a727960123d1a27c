import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixOperators

@Suite("Appendix: the everyday operators, exercise 2: audit")
struct AuditTests {
  @Test("audit sends nothing at once, and when its timer fires, the latest element since the timer started")
  func latestWhenTheTimerFires() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(250, "c"), .next(255, "d")])
    let observer = scheduler.start { xs.audit(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, "b"), .next(270, "d")])
  }

  @Test("later elements do not restart audit's timer: a steady stream still sends one element per due time")
  func steadyStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable((1...9).map { Recorded.next(200 + 10 * $0, $0) })
    let observer = scheduler.start { xs.audit(.seconds(25), scheduler: scheduler) }
    #expect(observer.events == [.next(235, 3), .next(265, 6), .next(295, 9)])
  }

  @Test("a completion waits for audit's running timer, which sends the last element first")
  func completionWaits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let observer = scheduler.start { xs.audit(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 1), .completed(230)])
  }

  @Test("an error ends audit at once, and the element waiting is dropped")
  func errorDrops() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError())])
    let observer = scheduler.start { xs.audit(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.error(215, TestError())])
  }

  @Test("disposing an audit subscription cancels its running timer: the element waiting never goes out")
  func disposeCancels() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start(disposed: 220) { xs.audit(.seconds(20), scheduler: scheduler) }
    #expect(observer.events.isEmpty)
  }
}
