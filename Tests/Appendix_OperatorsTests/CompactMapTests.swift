import Appendix_Operators
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `compactMap`: map and filter in one sink.
@Suite("compactMap")
struct CompactMapTests {
  @Test("compactMap passes the transform's results and drops the nils")
  func dropsNils() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(3)", "completed"])
  }

  @Test("a throwing transform ends compactMap with its error and disposes the source")
  func transformThrows() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.compactMap { (value: Int) -> Int? in
      if value == 2 { throw TestError() }
      return value * 10
    }.subscribe(recorder)
    source.send(1, 2, 3)
    #expect(recorder.descriptions == ["next(10)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("compactMap passes the source's error, and completes when the source does")
  func stopEvents() {
    let failed = EventRecorder<Int>()
    let completed = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).compactMap { $0 }.subscribe(failed)
    _ = Observable<Int?>.of(nil, nil).compactMap { $0 }.subscribe(completed)
    #expect(failed.descriptions == ["error(TestError)"])
    #expect(completed.descriptions == ["completed"])
  }
}
