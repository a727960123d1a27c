import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

/// `delay` and `observe(on:)` on the traits return the same trait, and behave as on Observable.
@Suite("delay and observe(on:) on Single, Maybe and Completable")
struct TraitSchedulerTests {
  /// Records a trait's outcome, with the tick it arrived at.
  final class Outcomes {
    var log: [String] = []
  }

  @Test("Single.delay is still a Single, and succeeds the due time later")
  func singleDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let outcomes = Outcomes()
    scheduler.scheduleAt(200) {
      let delayed: Single<Int> = Single.just(1).delay(.seconds(30), scheduler: scheduler)
      _ = delayed.subscribe { outcomes.log.append("\($0) @ \(scheduler.clock)") }
    }
    scheduler.start()
    #expect(outcomes.log == ["success(1) @ 230"])
  }

  @Test("a failed Single is not delayed")
  func singleFailureNotDelayed() {
    let scheduler = TestScheduler(initialClock: 0)
    let outcomes = Outcomes()
    scheduler.scheduleAt(200) {
      _ = Single<Int>.error(TestError()).delay(.seconds(30), scheduler: scheduler)
        .subscribe { outcomes.log.append("\($0) @ \(scheduler.clock)") }
    }
    scheduler.start()
    #expect(outcomes.log == ["failure(TestError) @ 200"])
  }

  @Test("Maybe.delay is still a Maybe; an empty one completes the due time later")
  func maybeDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let outcomes = Outcomes()
    scheduler.scheduleAt(200) {
      let delayed: Maybe<Int> = Maybe.empty().delay(.seconds(30), scheduler: scheduler)
      _ = delayed.subscribe { outcomes.log.append("\($0) @ \(scheduler.clock)") }
      _ = Maybe.just(2).delay(.seconds(10), scheduler: scheduler)
        .subscribe { outcomes.log.append("\($0) @ \(scheduler.clock)") }
    }
    scheduler.start()
    #expect(outcomes.log == ["success(2) @ 210", "completed @ 230"])
  }

  @Test("Completable.delay is still a Completable, and completes the due time later")
  func completableDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let outcomes = Outcomes()
    scheduler.scheduleAt(200) {
      let delayed: Completable = Completable.empty().delay(.seconds(30), scheduler: scheduler)
      _ = delayed.subscribe { outcomes.log.append("\($0) @ \(scheduler.clock)") }
    }
    scheduler.start()
    #expect(outcomes.log == ["completed @ 230"])
  }

  @Test("observe(on:) keeps each trait, and delivers its outcome on the scheduler")
  func observeOnKeepsTheTrait() {
    let scheduler = TestScheduler(initialClock: 0)
    let outcomes = Outcomes()
    scheduler.scheduleAt(200) {
      let single: Single<Int> = Single.just(1).observe(on: scheduler)
      let maybe: Maybe<Int> = Maybe.just(2).observe(on: scheduler)
      let completable: Completable = Completable.empty().observe(on: scheduler)
      _ = single.subscribe { outcomes.log.append("single \($0) @ \(scheduler.clock)") }
      _ = maybe.subscribe { outcomes.log.append("maybe \($0) @ \(scheduler.clock)") }
      _ = completable.subscribe { outcomes.log.append("completable \($0) @ \(scheduler.clock)") }
    }
    scheduler.start()
    #expect(
      outcomes.log == ["single success(1) @ 201", "maybe success(2) @ 201", "completable completed @ 201"])
  }
}
