import Appendix_Operators
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `throttle`: a sink that remembers when it last sent, and waits on a scheduler for the next turn.
@Suite("throttle")
struct ThrottleTests {
  static let source: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .next(330, 5), .completed(400),
  ]

  @Test("throttle sends the first element at once, then the latest of each window as the window ends")
  func latest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source)
    let observer = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(240, 3), .next(270, 4), .next(330, 5), .completed(400)])
    #expect(observer.events.marbles() == "-1--3--4-----5------|")
  }

  @Test("throttle without latest drops what comes within the due time of the last element sent")
  func notLatest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source)
    let observer = scheduler.start { xs.throttle(.seconds(30), latest: false, scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(260, 4), .next(330, 5), .completed(400)])
  }

  @Test("a completion waits for the element throttle still has to send")
  func completionWaits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(225)])
    let observer = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(240, 2), .completed(240)])
    // The source's own subscription ends with its completion; only the subscriber waits.
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test("an error ends throttle at once and drops the element that was waiting")
  func errorDrops() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(225, TestError())])
    let observer = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(225, TestError())])
  }

  @Test("disposing a throttle subscription cancels the timer of the element that waits")
  func disposeCancels() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.start(disposed: 230) { xs.throttle(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1)])
  }

  @Test("each subscription of throttle keeps its own clock of what it sent")
  func clockPerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2)])
    let throttled = xs.throttle(.seconds(30), latest: false, scheduler: scheduler)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = throttled.subscribe(early) }
    scheduler.scheduleAt(220) { _ = throttled.subscribe(late) }
    scheduler.start()
    #expect(early.events == [.next(210, 1)])
    #expect(late.events == [.next(225, 2)])
  }
}
