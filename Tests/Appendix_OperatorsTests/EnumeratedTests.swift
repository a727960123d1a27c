import Appendix_Operators
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `enumerated`: a sink that counts, for each subscriber from 0.
@Suite("enumerated")
struct EnumeratedTests {
  @Test("enumerated pairs each element with its index, from 0")
  func indexes() {
    let recorder = EventRecorder<String>()
    _ = Observable.of("a", "b", "c").enumerated().map { "\($0.index)\($0.element)" }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(0a)", "next(1b)", "next(2c)", "completed"])
  }

  @Test("each subscription of enumerated counts from 0 again")
  func countPerSubscription() {
    let indexed = Observable.of("a", "b").enumerated().map(\.index)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = indexed.subscribe(first)
    _ = indexed.subscribe(second)
    #expect(first.descriptions == ["next(0)", "next(1)", "completed"])
    #expect(second.descriptions == ["next(0)", "next(1)", "completed"])
  }

  @Test("enumerated passes the source's error")
  func error() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).enumerated().map(\.index).subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }
}
