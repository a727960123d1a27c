import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `amb`: a race decided under a lock by the first event of either side.
@Suite("amb")
struct AmbTests {
  @Test("amb mirrors the sequence that sends first and disposes the other at that moment")
  func firstWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(260)])
    let ys = scheduler.createHotObservable([.next(210, 10), .next(230, 20), .completed(250)])
    let observer = scheduler.start { xs.amb(ys) }
    #expect(observer.events == [.next(210, 10), .next(230, 20), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test("a stop event wins the amb race as an element does")
  func stopEventWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
    let ys = scheduler.createHotObservable([.next(220, 1)])
    let observer = scheduler.start { xs.amb(ys) }
    #expect(observer.events == [.error(210, TestError())])
    #expect(ys.subscriptions == [Subscription(200, 210)])
  }

  @Test("amb of a collection mirrors the first of all its sequences to send")
  func collection() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [230, 210, 220].map { tick in
      scheduler.createHotObservable([.next(tick, tick), .completed(tick + 5)])
    }
    let observer = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
    #expect(observer.events == [.next(210, 210), .completed(215)])
    #expect(
      sources.map(\.subscriptions) == [[Subscription(200, 210)], [Subscription(200, 215)], [Subscription(200, 210)]])
  }

  @Test("amb of an empty collection never sends anything")
  func emptyCollection() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.amb([Observable<Int>]()).subscribe(recorder)
    #expect(recorder.events.isEmpty)
  }

  @Test("disposing amb before either side has sent disposes both")
  func disposeBeforeAnyone() {
    let left = ManualSource<Int>()
    let right = ManualSource<Int>()
    let subscription = left.observable.amb(right.observable).subscribe(EventRecorder<Int>())
    subscription.dispose()
    #expect(left.disposals == 1)
    #expect(right.disposals == 1)
  }
}
