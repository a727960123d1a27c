import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step5_Operators

/// An operator disposes its source on every stop event. A source made with `create` disposes
/// itself as well, which would hide an operator that forgets; a raw source does not.
@Suite("Operators dispose a raw source on a stop event", .watchdog())
struct RawSourceStopTests {
  /// For `map`, `filter` and `take` in turn: sends `event` from a raw source through the
  /// operator, and checks that it arrives as `description` and that the source is disposed once.
  func expectStopDisposesSource(_ event: Event<Int>, arrivingAs description: String) {
    let operators: [(Observable<Int>) -> Observable<Int>] = [
      { $0.map { $0 * 10 } }, { $0.filter { _ in true } }, { $0.take(3) },
    ]
    for apply in operators {
      let source = ManualSource<Int>()
      let recorder = EventRecorder<Int>()
      _ = apply(source.rawObservable).subscribe(recorder)
      source.send(event)
      #expect(recorder.descriptions == [description])
      #expect(source.disposals == 1)
    }
  }

  @Test("map, filter and take dispose a raw source that fails, right after passing the error on")
  func errorDisposesRawSource() {
    expectStopDisposesSource(.error(TestError()), arrivingAs: "error(TestError)")
  }

  @Test("map, filter and take dispose a raw source that completes")
  func completedDisposesRawSource() {
    expectStopDisposesSource(.completed, arrivingAs: "completed")
  }
}
