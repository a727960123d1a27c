import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step5_Operators

/// An operator disposes its source on every stop event. A source made with `create` disposes
/// itself as well, which would hide an operator that forgets; a raw source does not.
@Suite("Operators dispose a raw source on a stop event")
struct RawSourceStopTests {
  @Test("map, filter and take dispose a raw source that fails, right after passing the error on")
  func errorDisposesRawSource() {
    let operators: [(Observable<Int>) -> Observable<Int>] = [
      { $0.map { $0 * 10 } }, { $0.filter { _ in true } }, { $0.take(3) },
    ]
    for apply in operators {
      let source = ManualSource<Int>()
      let recorder = EventRecorder<Int>()
      _ = apply(source.rawObservable).subscribe(recorder)
      source.send(.error(TestError()))
      #expect(recorder.descriptions == ["error(TestError)"])
      #expect(source.disposals == 1)
    }
  }

  @Test("map, filter and take dispose a raw source that completes")
  func completedDisposesRawSource() {
    let operators: [(Observable<Int>) -> Observable<Int>] = [
      { $0.map { $0 * 10 } }, { $0.filter { _ in true } }, { $0.take(3) },
    ]
    for apply in operators {
      let source = ManualSource<Int>()
      let recorder = EventRecorder<Int>()
      _ = apply(source.rawObservable).subscribe(recorder)
      source.send(.completed)
      #expect(recorder.descriptions == ["completed"])
      #expect(source.disposals == 1)
    }
  }
}
