import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

/// `delay` and `observe(on:)` on the traits return the same trait, and behave as on Observable.
@Suite("delay and observe(on:) on Single, Maybe and Completable")
struct TraitSchedulerTests {
  /// Runs `subscribe` at tick 200 on a fresh test scheduler, runs the clock, and returns what
  /// `subscribe` logged; `log` stamps each line with the tick it was written at.
  static func outcomes(_ subscribe: @escaping (TestScheduler, _ log: @escaping (String) -> Void) -> Void) -> [String] {
    let scheduler = TestScheduler(initialClock: 0)
    var lines: [String] = []
    scheduler.scheduleAt(200) {
      subscribe(scheduler) { lines.append("\($0) @ \(scheduler.clock)") }
    }
    scheduler.start()
    return lines
  }

  @Test("Single.delay is still a Single, and succeeds the due time later")
  func singleDelay() {
    let log = Self.outcomes { scheduler, log in
      let delayed: Single<Int> = Single.just(1).delay(.seconds(30), scheduler: scheduler)
      _ = delayed.subscribe { log("\($0)") }
    }
    #expect(log == ["success(1) @ 230"])
  }

  @Test("a failed Single is not delayed")
  func singleFailureNotDelayed() {
    let log = Self.outcomes { scheduler, log in
      _ = Single<Int>.error(TestError()).delay(.seconds(30), scheduler: scheduler).subscribe { log("\($0)") }
    }
    #expect(log == ["failure(TestError) @ 200"])
  }

  @Test("Maybe.delay is still a Maybe; an empty one completes the due time later")
  func maybeDelay() {
    let log = Self.outcomes { scheduler, log in
      let delayed: Maybe<Int> = Maybe.empty().delay(.seconds(30), scheduler: scheduler)
      _ = delayed.subscribe { log("\($0)") }
      _ = Maybe.just(2).delay(.seconds(10), scheduler: scheduler).subscribe { log("\($0)") }
    }
    #expect(log == ["success(2) @ 210", "completed @ 230"])
  }

  @Test("Completable.delay is still a Completable, and completes the due time later")
  func completableDelay() {
    let log = Self.outcomes { scheduler, log in
      let delayed: Completable = Completable.empty().delay(.seconds(30), scheduler: scheduler)
      _ = delayed.subscribe { log("\($0)") }
    }
    #expect(log == ["completed @ 230"])
  }

  @Test("observe(on:) keeps each trait, and delivers its outcome on the scheduler")
  func observeOnKeepsTheTrait() {
    let log = Self.outcomes { scheduler, log in
      let single: Single<Int> = Single.just(1).observe(on: scheduler)
      let maybe: Maybe<Int> = Maybe.just(2).observe(on: scheduler)
      let completable: Completable = Completable.empty().observe(on: scheduler)
      _ = single.subscribe { log("single \($0)") }
      _ = maybe.subscribe { log("maybe \($0)") }
      _ = completable.subscribe { log("completable \($0)") }
    }
    #expect(log == ["single success(1) @ 201", "maybe success(2) @ 201", "completable completed @ 201"])
  }
}
