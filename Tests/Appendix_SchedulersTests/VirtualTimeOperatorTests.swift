import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// Every time-based operator, tested in virtual time: no test here waits for a real clock.
@Suite("Time-based operators in virtual time")
struct VirtualTimeOperatorTests {
  // snippet: delay-test
  @Test("delay shifts every element and the completion by the due time")
  func delayShiftsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0),  // before the subscription at 200: never seen
      .next(210, 1),
      .next(230, 2),
      .completed(250),
    ])

    let observer = scheduler.start {
      xs.delay(.seconds(30), scheduler: scheduler)  // one tick is one second
    }

    #expect(observer.events == [.next(240, 1), .next(260, 2), .completed(280)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }
  // snippet: end

  @Test("delay does not delay an error, and drops the elements still waiting")
  func delayErrorAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError())])
    let observer = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(240, 1), .error(250, TestError())])
  }

  @Test("disposing a delayed subscription cancels the elements still waiting")
  func delayDisposeCancels() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start(disposed: 245) { xs.delay(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(240, 1)])
  }

  @Test("observe(on:) delivers each event on the scheduler, which in virtual time is one tick later")
  func observeOnOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { xs.observe(on: scheduler) }
    #expect(observer.events == [.next(211, 1), .next(221, 2), .completed(231)])
    #expect(xs.subscriptions == [Subscription(200, 230)])  // the source is done at 230; the delivery is not
  }

  @Test("observe(on:) does not deliver what is still queued once the subscription is disposed")
  func observeOnDisposeDropsQueued() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.start(disposed: 220) { xs.observe(on: scheduler) }
    #expect(observer.events == [.next(211, 1)])  // 2 arrives at 220 but would go out at 221
  }

  @Test("subscribe(on:) subscribes, and disposes, on the scheduler: one tick later each")
  func subscribeOnSubscribesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(201, 1), .next(210, 2)])
    let observer = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(observer.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(201, 1001)])
  }

  @Test("timer sends 0 once its due time has passed, then completes")
  func timerOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
    #expect(observer.events == [.next(250, 0), .completed(250)])
  }

  @Test("timer with a period counts from its due time, once per period, until disposed")
  func timerPeriodic() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 300) {
      Observable<Int>.timer(.seconds(50), period: .seconds(20), scheduler: scheduler)
    }
    #expect(observer.events == [.next(250, 0), .next(270, 1), .next(290, 2)])
  }

  @Test("interval sends 0, 1, 2, … one per period, the first after one period, until disposed")
  func interval() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 330) { Observable<Int>.interval(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 0), .next(260, 1), .next(290, 2), .next(320, 3)])
  }

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
