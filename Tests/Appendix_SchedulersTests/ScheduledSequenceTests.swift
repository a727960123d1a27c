import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `from(_:scheduler:)` and `of(_:scheduler:)`: one element per scheduled step.
@Suite("from(_:scheduler:) and of(_:scheduler:)")
struct ScheduledSequenceTests {
  @Test("from(_:scheduler:) sends one element per scheduled step: on a TestScheduler, one per tick")
  func fromOnePerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.from(["a", "b", "c"], scheduler: scheduler) }
    #expect(observer.events == [.next(201, "a"), .next(202, "b"), .next(203, "c"), .completed(204)])
  }

  @Test("of(_:scheduler:) is from(_:scheduler:) over its arguments, and disposing stops it between elements")
  func ofStopsWhenDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 1)])
  }

  @Test("take on an endless scheduled source stops it: the whole chain runs on the test scheduler")
  func endlessSourceOnTestScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.from(1..., scheduler: scheduler).take(3) }
    #expect(observer.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(203)])
  }
}
