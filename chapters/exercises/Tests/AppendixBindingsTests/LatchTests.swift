import Appendix_Schedulers
import Appendix_UIBindings
import RxTest
import Step4_Sink
import Testing

@testable import AppendixBindings

@Suite("Appendix G, exercise 1: a strategy of your own")
struct LatchTests {
  /// A cold source `-1-2|` as a latch; A subscribes at 200, B at `late`. Every event comes a
  /// tick after the source's: the latch hands it over on the (mocked) sharing scheduler.
  static func run(late: TestTime, _ events: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 2), .completed(30)])
    -> (a: [Recorded<Event<Int>>], b: [Recorded<Event<Int>>], subscriptions: [Subscription])
  {
    let scheduler = TestScheduler(initialClock: 0)
    var result: ([Recorded<Event<Int>>], [Recorded<Event<Int>>], [Subscription]) = ([], [], [])
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = scheduler.createColdObservable(events)
      let latch = xs.asLatch(onErrorJustReturn: -1)
      let a = scheduler.createObserver(Int.self)
      let b = scheduler.createObserver(Int.self)
      scheduler.scheduleAt(200) { _ = latch.asObservable().subscribe(a) }
      scheduler.scheduleAt(late) { _ = latch.asObservable().subscribe(b) }
      scheduler.start()
      result = (a.events, b.events, xs.subscriptions)
    }
    return result
  }

  @Test("a subscriber after the end hears the last element and the completion at once, and the source runs once")
  func lateAfterTheEnd() {
    let run = Self.run(late: 300)
    #expect(run.a == [.next(211, 1), .next(221, 2), .completed(231)])
    #expect(run.b == [.next(300, 2), .completed(300)])
    #expect(run.subscriptions == [Subscription(200, 230)])
  }

  @Test("subscribers present together share one subscription, and a newcomer hears the latest element first")
  func sharedWhileRunning() {
    let run = Self.run(late: 215)
    #expect(run.b == [.next(215, 1), .next(221, 2), .completed(231)])
    #expect(run.subscriptions == [Subscription(200, 230)])
  }

  @Test("an error becomes the onErrorJustReturn element and the end")
  func errorReplaced() {
    let run = Self.run(late: 300, [.next(10, 1), .error(20, LatchError())])
    #expect(run.a == [.next(211, 1), .next(221, -1), .completed(221)])
    #expect(run.b == [.next(300, -1), .completed(300)])
  }
}

private struct LatchError: Error {}
