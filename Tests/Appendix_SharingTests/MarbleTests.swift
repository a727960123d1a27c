import Appendix_Sharing
import RxTest
import Step4_Sink
import Step5_Operators
import Testing

/// The chapter's questions, answered as marble diagrams of real runs: from tick 200, one frame
/// per 10 ticks.
@Suite("Sharing, in marble diagrams")
struct MarbleTests {
  /// A subscribes at 200, B at `late`; both stay. xs is cold: `--1-2-|` from each subscription.
  static func twoSubscribers(late: TestTime, _ create: (Observable<Int>) -> Observable<Int>) -> (
    a: String, b: String, subscriptions: [Subscription]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(20, 1), .next(40, 2), .completed(60)])
    let shared = create(xs.asObservable())
    let a = scheduler.createObserver(Int.self)
    let b = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(a) }
    scheduler.scheduleAt(late) { _ = shared.subscribe(b) }
    scheduler.start()
    return (a.events.marbles(), b.events.marbles(), xs.subscriptions)
  }

  // snippet: side-effect-test
  @Test("without sharing, each subscriber subscribes to the cold source and runs its work again")
  func unsharedRunsTwice() {
    var effects = 0
    let run = Self.twoSubscribers(late: 210) { xs in
      xs.map { element in
        effects += 1
        return element
      }
    }
    #expect(run.a == "--1-2-|")
    #expect(run.b == "---1-2-|")
    #expect(run.subscriptions == [Subscription(200, 260), Subscription(210, 270)])
    #expect(effects == 4)
  }
  // snippet: end

  // snippet: late-test
  @Test(
    "after the source completed, whileConnected subscribes to it again and forever replays its end")
  func lateSubscriberInEachScope() {
    let whileConnected = Self.twoSubscribers(late: 280) { $0.share(replay: 1) }
    #expect(whileConnected.a == "--1-2-|")
    #expect(whileConnected.b == "----------1-2-|")
    #expect(whileConnected.subscriptions == [Subscription(200, 260), Subscription(280, 340)])

    let forever = Self.twoSubscribers(late: 280) { $0.share(replay: 1, scope: .forever) }
    #expect(forever.a == "--1-2-|")
    #expect(forever.b == "--------(2|)")
    #expect(forever.subscriptions == [Subscription(200, 260)])
  }
  // snippet: end

  // snippet: stale-test
  @Test("a subscriber after everyone left reconnects, and with forever first hears a stale element")
  func afterEveryoneLeft() {
    func run(_ scope: SubjectLifetimeScope) -> (b: String, subscriptions: [Subscription]) {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([
        .next(210, 1), .next(230, 2), .next(250, 3), .next(280, 4),
      ])
      let shared = xs.share(replay: 1, scope: scope)
      let b = scheduler.createObserver(Int.self)
      var a: (any Disposable)?
      scheduler.scheduleAt(200) { a = shared.subscribe { _ in } }
      scheduler.scheduleAt(240) { a?.dispose() }
      scheduler.scheduleAt(260) { _ = shared.subscribe(b) }
      scheduler.start()
      return (b.events.marbles(), xs.subscriptions)
    }
    #expect(run(.whileConnected).b == "--------4")
    #expect(run(.forever).b == "------2-4")
    #expect(run(.forever).subscriptions == [Subscription(200, 240), Subscription(260)])
  }
  // snippet: end
}
