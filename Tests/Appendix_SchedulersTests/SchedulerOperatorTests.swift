import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// The scheduler operators RxSwift's own tests use most, at RxSwift's virtual ticks.
@Suite("just(_:scheduler:), take(for:), delaySubscription and timeout")
struct SchedulerOperatorTests {
  @Test("just(_:scheduler:) sends its element and its completion in two scheduled steps")
  func justScheduled() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 42), .completed(202)])
  }

  @Test("take(for:) forwards what comes within the duration, then completes and disposes the source")
  func takeForDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
    let observer = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(225)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test("take(for:) forwards a stop event that comes first")
  func takeForStopsEarly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("delaySubscription subscribes once the due time has passed: a cold source then starts from there")
  func delaySubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let observer = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(280, 42), .next(290, 43), .completed(300)])
    #expect(xs.subscriptions == [Subscription(230, 300)])
  }

  @Test("disposed before its due time, delaySubscription never subscribes")
  func delaySubscriptionDisposedEarly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(observer.events.isEmpty)
    #expect(xs.subscriptions.isEmpty)
  }

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

/// The same operators on the traits: the trait goes in and comes out, and the ticks are the
/// observable operator's.
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
}
