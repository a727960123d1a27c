import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
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

/// `just(_:scheduler:)`, `subscribe(on:)`, `delaySubscription` and `timeout` on the traits: the
/// trait goes in and comes out, and the ticks are the observable operator's.
@Suite("Scheduler operators on Single, Maybe and Completable")
struct TraitSchedulerOperatorTests {
  @Test("Single.just(_:scheduler:) succeeds at 201 and completes at 202")
  func singleJustScheduled() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(1, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 1), .completed(202)])
  }

  @Test("a Single subscribed on a scheduler succeeds a step after the subscription")
  func singleSubscribeOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(1).subscribe(on: scheduler) }
    #expect(observer.events == [.next(201, 1), .completed(201)])
  }

  @Test("Single.delaySubscription subscribes late, and the success follows at once")
  func singleDelaySubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler) }
    #expect(observer.events == [.next(202, 1), .completed(202)])
  }

  @Test("a Single that takes too long fails with RxError.timeout, or switches to the other Single")
  func singleTimeout() {
    let slow = { (scheduler: TestScheduler) in Single.just(1).delay(.seconds(10), scheduler: scheduler) }
    let scheduler = TestScheduler(initialClock: 0)
    let failed = scheduler.start { slow(scheduler).timeout(.seconds(5), scheduler: scheduler) }
    #expect(failed.events == [.error(205, RxError.timeout)])

    let other = TestScheduler(initialClock: 0)
    let switched = other.start { slow(other).timeout(.seconds(5), other: .just(2), scheduler: other) }
    #expect(switched.events == [.next(205, 2), .completed(205)])
  }

  @Test("Maybe and Completable keep their trait through timeout and subscribe(on:)")
  func maybeAndCompletable() {
    let scheduler = TestScheduler(initialClock: 0)
    let maybe: Maybe<Int> = Maybe<Int>.never().timeout(.seconds(5), scheduler: scheduler)
    let observer = scheduler.start { maybe }
    #expect(observer.events == [.error(205, RxError.timeout)])

    let other = TestScheduler(initialClock: 0)
    let completable: Completable = Completable.empty().subscribe(on: other)
    #expect(other.start { completable }.events == [.completed(201)])
  }

  @Test("Single.timer is a Single that succeeds with 0 once the due time has passed")
  func singleTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let timer: Single<Int> = Single.timer(.seconds(30), scheduler: scheduler)
    #expect(scheduler.start { timer }.events == [.next(230, 0), .completed(230)])
  }
}
