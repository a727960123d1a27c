import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05

@Suite("Chapter 5, exercise 1: everyNth, as a Producer and a Sink")
struct EveryNthTests {
  @Test("everyNth(3) passes the 1st, 4th and 7th elements, then completed")
  func passesEveryThird() {
    let recorder = EventRecorder<Int>()

    _ = Observable.from(1...8).everyNth(3).subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "next(4)", "next(7)", "completed"])
  }

  @Test("everyNth never ends early: the source is disposed only when it stops")
  func disposedWhenTheSourceStops() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.everyNth(2).subscribe(recorder)

    source.send(1, 2, 3)
    let disposalsBeforeTheEnd = source.disposals
    source.send(.completed)

    #expect(recorder.descriptions == ["next(1)", "next(3)", "completed"])
    #expect(disposalsBeforeTheEnd == 0)
    #expect(source.disposals == 1)
  }

  @Test("an error passes through, even while elements are being dropped, and disposes the source")
  func errorPassesThrough() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.everyNth(5).subscribe(recorder)

    source.send(1, 2)
    source.send(.error(TestError()))

    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("everyNth(1) is the source itself: no producer, and no sink per subscription")
  func oneIsTheSource() {
    let source = Observable.of(1, 2)

    #expect(source.everyNth(1) === source)
  }

  @Test("the count belongs to each subscription: a second subscriber starts from its own first element")
  func countPerSubscription() {
    let sampled = Observable.of(1, 2, 3).everyNth(2)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()

    _ = sampled.subscribe(first)
    _ = sampled.subscribe(second)

    #expect(first.descriptions == ["next(1)", "next(3)", "completed"])
    #expect(second.descriptions == ["next(1)", "next(3)", "completed"])
  }
}
