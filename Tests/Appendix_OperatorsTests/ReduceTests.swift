import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `reduce`: scan that speaks only when the source completes.
@Suite("reduce")
struct ReduceTests {
  @Test("reduce sends one element, the folded result, when the source completes, then completed")
  func foldsAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    let observer = scheduler.start { xs.reduce(0) { $0 + $1 } }
    #expect(observer.events == [.next(250, 6), .completed(250)])
  }

  @Test("reduce of an empty source sends the seed")
  func emptySendsSeed() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().reduce(42) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(42)", "completed"])
  }

  @Test("reduce with mapResult sends the mapped result")
  func mapResult() {
    let recorder = EventRecorder<String>()
    _ = Observable.of(1, 2, 3).reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" }).subscribe(recorder)
    #expect(recorder.descriptions == ["next(sum 6)", "completed"])
  }

  @Test("a throwing accumulator ends reduce with its error and disposes the source")
  func accumulatorThrows() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.reduce(0) { sum, value in
      if value == 2 { throw TestError() }
      return sum + value
    }.subscribe(recorder)
    source.send(1, 2)
    #expect(recorder.descriptions == ["error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("a throwing mapResult ends reduce with its error instead of a result")
  func mapResultThrows() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1).reduce(0, accumulator: { $0 + $1 }, mapResult: { (_: Int) -> Int in throw TestError() })
      .subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("reduce passes the source's error, and sends no result")
  func sourceError() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).reduce(0) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }
}
