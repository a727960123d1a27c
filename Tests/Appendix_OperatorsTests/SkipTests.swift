import Appendix_Operators
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `skip(_:)` counts what it drops; `skip(_:scheduler:)` drops until a timer opens the gate.
@Suite("skip")
struct SkipTests {
  @Test("skip(2) drops the first two elements, passes the rest, then completed")
  func dropsTheFirst() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4).skip(2).subscribe(recorder)
    #expect(recorder.descriptions == ["next(3)", "next(4)", "completed"])
  }

  @Test("skip(0) and a negative count pass every element")
  func zeroAndNegative() {
    let zero = EventRecorder<Int>()
    let negative = EventRecorder<Int>()
    _ = Observable.of(1, 2).skip(0).subscribe(zero)
    _ = Observable.of(1, 2).skip(-3).subscribe(negative)
    #expect(zero.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(negative.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("skip never ends early: the source is disposed only when it stops")
  func disposedWhenTheSourceStops() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.skip(1).subscribe(recorder)
    source.send(1, 2, 3)
    let disposalsBeforeTheEnd = source.disposals
    source.send(.completed)
    #expect(recorder.descriptions == ["next(2)", "next(3)", "completed"])
    #expect(disposalsBeforeTheEnd == 0)
    #expect(source.disposals == 1)
  }

  @Test("an error passes skip while elements are still being dropped")
  func errorWhileSkipping() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.skip(5) }
    #expect(observer.events == [.error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("each subscription of skip counts again from the start")
  func countPerSubscription() {
    let skipped = Observable.of(1, 2, 3).skip(2)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = skipped.subscribe(first)
    _ = skipped.subscribe(second)
    #expect(first.descriptions == ["next(3)", "completed"])
    #expect(second.descriptions == ["next(3)", "completed"])
  }

  @Test("skip for a duration drops what comes before the timer fires, and passes an element on its tick")
  func skipTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    // The timer is scheduled at 200 for 230; the source's 3 was scheduled first, so it comes first.
    let observer = scheduler.start { xs.skip(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(240, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test("skip for a duration passes a completion that comes before the timer fires")
  func skipTimeEarlyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220, Int.self)])
    let observer = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
    #expect(observer.events == [.completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
