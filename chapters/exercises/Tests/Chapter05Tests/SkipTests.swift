import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05

@Suite("Chapter 5, exercise 1: skip, as a Producer and a Sink")
struct SkipTests {
  @Test("skip(2) drops the first two elements, passes the rest, then completed")
  func dropsTheFirst() {
    let recorder = EventRecorder<Int>()

    _ = Observable.of(1, 2, 3, 4).skip(2).subscribe(recorder)

    #expect(recorder.descriptions == ["next(3)", "next(4)", "completed"])
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

  @Test("an error passes through, even while elements are still being skipped, and disposes the source")
  func errorPassesThrough() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.skip(5).subscribe(recorder)

    source.send(1)
    source.send(.error(TestError()))

    #expect(recorder.descriptions == ["error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("skip(0) is the source itself: no producer, and no sink per subscription")
  func zeroIsTheSource() {
    let source = Observable.of(1, 2)

    #expect(source.skip(0) === source)
  }

  @Test("the count belongs to each subscription: a second subscriber skips as many again")
  func countPerSubscription() {
    let skipped = Observable.of(1, 2, 3).skip(2)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()

    _ = skipped.subscribe(first)
    _ = skipped.subscribe(second)

    #expect(first.descriptions == ["next(3)", "completed"])
    #expect(second.descriptions == ["next(3)", "completed"])
  }
}
