import Appendix_Operators
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `skip(while:)`: a flag the predicate turns on for good.
@Suite("skip(while:)")
struct SkipWhileTests {
  @Test("skip(while:) drops elements while the predicate holds, then passes everything, asking no more")
  func dropsThenPasses() {
    var asked: [Int] = []
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 5, 1, 2).skip(while: { value in
      asked.append(value)
      return value < 3
    }).subscribe(recorder)
    #expect(recorder.descriptions == ["next(5)", "next(1)", "next(2)", "completed"])
    #expect(asked == [1, 2, 5])
  }

  @Test("a throwing predicate ends skip(while:) with its error and disposes the source")
  func predicateThrows() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.skip(while: { (_: Int) -> Bool in throw TestError() }).subscribe(recorder)
    source.send(1, 2)
    #expect(recorder.descriptions == ["error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("skip(while:) passes the source's stop events, even while still skipping")
  func stopEvents() {
    let completed = EventRecorder<Int>()
    let failed = EventRecorder<Int>()
    _ = Observable.of(1, 2).skip(while: { _ in true }).subscribe(completed)
    _ = Observable<Int>.error(TestError()).skip(while: { _ in true }).subscribe(failed)
    #expect(completed.descriptions == ["completed"])
    #expect(failed.descriptions == ["error(TestError)"])
  }
}
