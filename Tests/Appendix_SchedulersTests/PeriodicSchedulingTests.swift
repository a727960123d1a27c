import Appendix_Schedulers
import RxTest
import Step4_Sink
import Step5_Operators
import Testing

/// A periodic schedule built on `scheduleRelative` queues its next tick before it runs the action,
/// as RxSwift's does: at the same virtual time, the tick comes before work the action scheduled.
@Suite("Periodic scheduling queues the next tick first")
struct PeriodicSchedulingTests {
  @Test("a periodic schedule queues its next tick before running the action, so that tick runs first")
  func nextTickBeforeWork() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { count in
      log.append("tick \(count) at \(scheduler.clock)")
      if count == 0 {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
          log.append("work at \(scheduler.clock)")
          return Disposables.create()
        }
      }
      return count + 1
    }
    scheduler.scheduleAt(25) { periodic.dispose() }
    scheduler.start()
    #expect(log == ["tick 0 at 10", "tick 1 at 20", "work at 20"])
  }

  @Test("interval's next element comes before work its observer scheduled for the same tick")
  func intervalBeforeObserverWork() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { count in
      log.append("next(\(count)) at \(scheduler.clock)")
      _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
        log.append("work for \(count) at \(scheduler.clock)")
        return Disposables.create()
      }
    })
    scheduler.scheduleAt(25) { subscription.dispose() }
    scheduler.start()
    #expect(log == ["next(0) at 10", "next(1) at 20", "work for 0 at 20", "work for 1 at 30"])
  }
}
