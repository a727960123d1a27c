import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixOperators

@Suite("Appendix: the everyday operators, exercise 1: distinct")
struct DistinctTests {
  @Test("distinct passes each element the first time it appears, however far apart its repeats come")
  func firstTimeOnly() {
    let recorder = EventRecorder<Int>()

    _ = Observable.of(1, 2, 1, 3, 2, 1, 4).distinct().subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
  }

  @Test("each subscription of distinct remembers for itself: a second subscriber sees every value once too")
  func memoryPerSubscription() {
    let distinct = Observable.of("a", "b", "a").distinct()
    let first = EventRecorder<String>()
    let second = EventRecorder<String>()

    _ = distinct.subscribe(first)
    _ = distinct.subscribe(second)

    #expect(first.descriptions == ["next(a)", "next(b)", "completed"])
    #expect(second.descriptions == ["next(a)", "next(b)", "completed"])
  }

  @Test("an error passes distinct, and disposes the source")
  func errorPassesThrough() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.distinct().subscribe(recorder)

    source.send(1, 1)
    source.send(.error(TestError()))

    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }
}
