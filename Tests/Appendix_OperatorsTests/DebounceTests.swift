import Appendix_Operators
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `debounce`: a sink that waits on a scheduler for a quiet spell.
@Suite("debounce")
struct DebounceTests {
  // snippet: debounce-test
  @Test("debounce sends the last element of a burst once the source has been quiet for the due time")
  func burst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(350),
    ])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(250, 3), .next(300, 4), .completed(350)])
    #expect(observer.events.marbles() == "-----3----4----|")
  }
  // snippet: end

  @Test("each element restarts debounce's wait: an element sent sooner than the due time is never sent")
  func restartsTheWait() {
    let scheduler = TestScheduler(initialClock: 0)
    // Every 15 ticks, closer than the due time of 20: only the last one gets through.
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(225, 2), .next(240, 3), .next(255, 4),
    ])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(275, 4)])
  }

  @Test("a completion sends the element debounce still holds at once, then completed")
  func completionFlushes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(215, 1), .completed(215)])
  }

  @Test("an error drops the element debounce holds and ends the sequence at once")
  func errorDrops() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError())])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.error(215, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 215)])
  }

  @Test("disposing a debounce subscription cancels the wait of the element it holds")
  func disposeCancels() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start(disposed: 220) { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("debounce sends nothing for a source that only completes, and nothing after the end")
  func emptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(230, Int.self), .next(240, 9)])
    let observer = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.completed(230)])
  }
}
