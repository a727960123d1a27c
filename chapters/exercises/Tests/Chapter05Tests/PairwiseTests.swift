import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05

@Suite("Chapter 5, exercise 5: pairwise, an operator with state")
struct PairwiseTests {
  @Test("pairwise sends each element with the one before it, from the second element on")
  func pairs() {
    let recorder = EventRecorder<String>()

    _ = Observable.of(1, 2, 3, 5).pairwise().map { "\($0.previous)>\($0.current)" }.subscribe(recorder)

    #expect(recorder.descriptions == ["next(1>2)", "next(2>3)", "next(3>5)", "completed"])
  }

  @Test("each subscription starts afresh: a second subscriber's first element has no partner")
  func statePerSubscription() {
    let pairs = Observable.of("a", "b").pairwise().map { $0.previous + $0.current }
    let first = EventRecorder<String>()
    let second = EventRecorder<String>()

    _ = pairs.subscribe(first)
    _ = pairs.subscribe(second)

    #expect(first.descriptions == ["next(ab)", "completed"])
    #expect(second.descriptions == ["next(ab)", "completed"])
  }

  @Test("an error passes through, and disposes the source")
  func errorPassesThrough() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.pairwise().map { $0.current - $0.previous }.subscribe(recorder)

    source.send(5, 7)
    source.send(.error(TestError()))

    #expect(recorder.descriptions == ["next(2)", "error(TestError)"])
    #expect(source.disposals == 1)
  }
}
