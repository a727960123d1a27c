import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@Suite("TestScheduler and its test observables")
struct TestSchedulerTests {
  @Test("start creates the sequence at 100, subscribes at 200 and disposes at 1000")
  func defaultTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(999, 3), .next(1001, 4),
    ])
    var createdAt: Int?
    let observer = scheduler.start { () -> Observable<Int> in
      createdAt = scheduler.clock
      return xs.asObservable()
    }
    #expect(createdAt == 100)
    #expect(observer.events == [.next(210, 2), .next(999, 3)])
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  @Test("a hot observable sends at absolute ticks, and a late subscriber misses what came before")
  func hotObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
    let observer = scheduler.start(created: 100, subscribed: 300, disposed: 1000) { xs.asObservable() }
    #expect(observer.events == [.next(320, 2), .completed(400)])
    #expect(xs.subscriptions == [Subscription(300, 400)])
  }

  @Test("a hot observable that nobody holds still sends its events: its scheduled events keep it alive")
  func hotObservableKeepsItselfAlive() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    do {
      let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
      scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
    }
    scheduler.start()
    #expect(observer.events == [.next(210, 1), .completed(220)])
  }

  @Test("a cold observable starts over for each subscriber, its ticks counted from the subscription")
  func coldObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    scheduler.scheduleAt(200) { _ = xs.subscribe(first) }
    scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(210, "a"), .completed(220)])
    #expect(second.events == [.next(310, "a"), .completed(320)])
    #expect(xs.subscriptions == [Subscription(200), Subscription(300)])
  }

  @Test("a subscription disposed early is recorded with its end, and hears nothing more")
  func disposedEarly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
    let observer = scheduler.start(disposed: 230) { xs.asObservable() }
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test("work scheduled for now runs one tick later, unless simulateProcessingDelay is off")
  func processingDelay() {
    for (simulate, expected) in [(true, 11), (false, 10)] {
      let scheduler = TestScheduler(initialClock: 10, simulateProcessingDelay: simulate)
      var ranAt: Int?
      _ = scheduler.schedule(()) { _ in
        ranAt = scheduler.clock
        return Disposables.create()
      }
      scheduler.start()
      #expect(ranAt == expected)
    }
  }

  @Test("an RxTimeInterval is converted to ticks with the resolution")
  func resolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
    var ranAt: Int?
    _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
      ranAt = scheduler.clock
      return Disposables.create()
    }
    scheduler.start()
    #expect(ranAt == 2_000)
    #expect(scheduler.now.timeIntervalSince1970 == 2)
  }

  @Test("advanceTo runs only what is due by then, and moves the clock there")
  func advanceTo() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [Int] = []
    for time in [10, 20, 30] {
      scheduler.scheduleAt(time) { ran.append(time) }
    }
    scheduler.advanceTo(25)
    #expect(ran == [10, 20])
    #expect(scheduler.clock == 25)
    scheduler.start()
    #expect(ran == [10, 20, 30])
  }

  @Test("work due at the same tick runs in the order it was scheduled")
  func sameTickOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [String] = []
    for name in ["a", "b", "c"] {
      scheduler.scheduleAt(50) { ran.append(name) }
    }
    scheduler.start()
    #expect(ran == ["a", "b", "c"])
  }

  @Test("Subscription(200) is one still open; its description says so, as RxTest prints it")
  func openSubscription() {
    #expect(Subscription(200) == Subscription(200, .max))
    #expect(Subscription(200).debugDescription == "(200: Infinity)")
    #expect(Subscription(200, 300).debugDescription == "(200: 300)")
  }

  @Test("Recorded.events and the factories build what the test observables take")
  func recordedFactories() {
    let events = Recorded.events(.next(210, 1), .completed(300))
    #expect(events == [Recorded(time: 210, value: .next(1)), Recorded(time: 300, value: Event<Int>.completed)])
    #expect(Recorded.completed(300, Int.self) == .completed(300))
    #expect(events[0].debugDescription == "next(1) @ 210")
    #expect(Recorded.events([.next(210, 1), .completed(300)]) == events)
  }

  @Test("errors are equal events when they are the same error, and differ otherwise")
  func errorEquality() {
    struct OtherError: Error {}
    enum Failure: Error { case timeout, offline }
    #expect(Event<Int>.error(TestError()) == .error(TestError()))
    #expect(Event<Int>.error(TestError()) != .error(OtherError()))
    #expect(Event<Int>.error(Failure.timeout) != .error(Failure.offline))
    #expect(Event<Int>.error(TestError()) != .completed)
    #expect(Event.next(1) != .next(2))
  }
}
