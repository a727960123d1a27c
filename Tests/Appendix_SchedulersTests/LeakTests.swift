import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// The sinks of the time-based operators hold their scheduled work, and the work holds the sink:
/// a cycle that the end of the subscription must break.
@Suite("Nothing of a finished or disposed scheduled chain is left alive")
struct LeakTests {
  /// Runs `chain` on a test scheduler from 200 to `disposed`, and returns how many of the core's
  /// objects (producers, sinks, disposers) were still alive once the scheduler was gone.
  static func aliveAfterRun(disposed: TestTime, _ chain: @escaping (TestScheduler) -> Observable<Int>) -> Int {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let scheduler = TestScheduler(initialClock: 0)
      let observer = scheduler.start(disposed: disposed) { chain(scheduler) }
      #expect(!observer.events.isEmpty)
    }
    #expect(tally.created > 0)
    return tally.alive
  }

  @Test(
    "delay, observe(on:) and subscribe(on:) leave nothing alive once their sequence has completed",
    .enabled(if: Resources.isTracing))
  func completedChain() {
    let alive = Self.aliveAfterRun(disposed: 1000) { scheduler in
      Observable.of(1, 2, 3, scheduler: scheduler)
        .delay(.seconds(5), scheduler: scheduler)
        .observe(on: scheduler)
        .subscribe(on: scheduler)
    }
    #expect(alive == 0)
  }

  @Test(
    "an interval, and the delay after it, leave nothing alive once disposed",
    .enabled(if: Resources.isTracing))
  func disposedChain() {
    let alive = Self.aliveAfterRun(disposed: 300) { scheduler in
      Observable<Int>.interval(.seconds(10), scheduler: scheduler).delay(.seconds(25), scheduler: scheduler)
    }
    #expect(alive == 0)
  }

  @Test("a trampolined take(3) on an endless source leaves nothing alive", .enabled(if: Resources.isTracing))
  func trampolinedTake() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let recorder = EventRecorder<Int>()
      let subscription = Observable.from(1..., scheduler: CurrentThreadScheduler.instance)
        .take(3)
        .subscribe(on: CurrentThreadScheduler.instance)
        .subscribe(recorder)
      #expect(recorder.events.count == 4)
      subscription.dispose()
    }
    #expect(tally.created > 0)
    #expect(tally.alive == 0)
  }
}
