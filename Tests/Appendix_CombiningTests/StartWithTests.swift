import Appendix_Combining
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `startWith`: elements sent before the source is subscribed to.
@Suite("startWith")
struct StartWithTests {
  /// Records what `source` sends.
  private func record(_ source: Observable<Int>) -> [String] {
    let recorder = EventRecorder<Int>()
    _ = source.subscribe(recorder)
    return recorder.descriptions
  }

  @Test("startWith sends its elements, in order, to each subscriber before the source's events")
  func startWith() {
    let source = Observable.just(3).startWith(1, 2)
    #expect(record(source) == ["next(1)", "next(2)", "next(3)", "completed"])
    #expect(record(source) == ["next(1)", "next(2)", "next(3)", "completed"])
  }

  @Test("startWith subscribes to the source only after sending its elements")
  func startWithOrder() {
    var log: [String] = []
    let source = Observable<Int>.deferred {
      log.append("subscribed")
      return Observable.empty()
    }
    let recorder = EventRecorder<Int>()
    _ = source.startWith(0).do(onNext: { log.append("next \($0)") }).subscribe(recorder)
    #expect(log == ["next 0", "subscribed"])
  }
}
