import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `take(until:)` with another sequence: a race with a lock, where the other side can only stop.
@Suite("take(until:) another sequence")
struct TakeUntilTests {
  @Test("take(until:) passes the source's elements until the other sequence's first element, then completes")
  func stopsAtOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(260)])
    let stop = scheduler.createHotObservable([.next(230, "stop"), .next(250, "again")])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(observer.events.marbles() == "-12|")
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(stop.subscriptions == [Subscription(200, 230)])
  }

  @Test("the other sequence's completion lets it go, and the source runs on to its end")
  func otherCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])
    let stop = scheduler.createHotObservable([.completed(220, String.self)])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .next(240, 2), .completed(260)])
    #expect(stop.subscriptions == [Subscription(200, 220)])
  }

  @Test("an error from the other sequence ends take(until:) with that error")
  func otherFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let stop = scheduler.createHotObservable([.error(220, TestError(), String.self)])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("the source's completion ends take(until:) and lets the other sequence go")
  func sourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let stop = scheduler.createHotObservable([.next(250, "stop")])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(stop.subscriptions == [Subscription(200, 220)])
  }

  @Test("an other sequence that sends at once completes take(until:), and the source is let go once subscribed")
  func otherSendsAtOnce() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.take(until: Observable.just(())).subscribe(recorder)
    source.send(1)
    #expect(recorder.descriptions == ["completed"])
    #expect(source.subscriptions == 1)
    #expect(source.disposals == 1)
  }
}
