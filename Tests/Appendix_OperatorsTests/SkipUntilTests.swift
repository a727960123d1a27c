import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `skip(until:)`: a gate another sequence opens, under one lock.
@Suite("skip(until:)")
struct SkipUntilTests {
  @Test("skip(until:) drops the source's elements until the other sequence's first element, then passes them")
  func opensAtOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(260)])
    let go = scheduler.createHotObservable([.next(230, "go"), .next(250, "again")])
    let observer = scheduler.start { xs.skip(until: go) }
    #expect(observer.events == [.next(240, 3), .completed(260)])
    #expect(go.subscriptions == [Subscription(200, 230)])
  }

  @Test("a source that completes before the gate opens ends skip(until:) without a completion")
  func completionBeforeTheGate() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let go = scheduler.createHotObservable([.next(250, "go")])
    let observer = scheduler.start { xs.skip(until: go) }
    #expect(observer.events.isEmpty)
    #expect(go.subscriptions == [Subscription(200, 220)])
  }

  @Test("an error from either side ends skip(until:), even before the gate opens")
  func errors() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let go = scheduler.createHotObservable([.next(250, "go")])
    let ys = scheduler.createHotObservable([.next(210, 1)])
    let failingGo = scheduler.createHotObservable([.error(215, TestError(), String.self)])
    let sourceFails = scheduler.createObserver(Int.self)
    let otherFails = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = xs.skip(until: go).subscribe(sourceFails)
      _ = ys.skip(until: failingGo).subscribe(otherFails)
    }
    scheduler.start()
    #expect(sourceFails.events == [.error(220, TestError())])
    #expect(otherFails.events == [.error(215, TestError())])
  }

  @Test("an other sequence that completes without an element leaves the gate shut for good")
  func otherCompletesShut() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(240, 2)])
    let go = scheduler.createHotObservable([.completed(220, String.self)])
    let observer = scheduler.start { xs.skip(until: go) }
    #expect(observer.events.isEmpty)
    #expect(go.subscriptions == [Subscription(200, 220)])
  }
}
