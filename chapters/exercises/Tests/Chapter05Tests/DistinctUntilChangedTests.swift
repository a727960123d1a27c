import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05

@Suite("Chapter 5, exercise 5: distinctUntilChanged, an operator with state")
struct DistinctUntilChangedTests {
  @Test("repeats in a row are dropped; a value that comes back after another passes again")
  func dropsRepeats() {
    let recorder = EventRecorder<Int>()

    _ = Observable.of(1, 1, 2, 2, 2, 3, 1).distinctUntilChanged().subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "next(1)", "completed"])
  }

  @Test("each subscription starts afresh: the first element passes for every subscriber")
  func statePerSubscription() {
    let distinct = Observable.of("a", "a", "b").distinctUntilChanged()
    let first = EventRecorder<String>()
    let second = EventRecorder<String>()

    _ = distinct.subscribe(first)
    _ = distinct.subscribe(second)

    #expect(first.descriptions == ["next(a)", "next(b)", "completed"])
    #expect(second.descriptions == ["next(a)", "next(b)", "completed"])
  }

  @Test("an error passes through and disposes the source")
  func errorPassesThrough() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.distinctUntilChanged().subscribe(recorder)

    source.send(5, 5)
    source.send(.error(TestError()))

    #expect(recorder.descriptions == ["next(5)", "error(TestError)"])
    #expect(source.disposals == 1)
  }
}
