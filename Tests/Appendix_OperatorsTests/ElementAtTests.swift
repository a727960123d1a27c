import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `element(at:)`: a sink that counts down, and the one operator that sends `argumentOutOfRange`.
@Suite("element(at:)")
struct ElementAtTests {
  @Test("element(at:) sends the element at the index, completes, and disposes the source at once")
  func sendsTheElement() {
    let source = ManualSource<String>()
    let recorder = EventRecorder<String>()
    _ = source.observable.element(at: 2).subscribe(recorder)
    source.send("a", "b", "c", "d")
    #expect(recorder.descriptions == ["next(c)", "completed"])
    #expect(source.disposals == 1)
  }

  @Test("a source that completes before the index ends element(at:) with argumentOutOfRange")
  func outOfRange() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).element(at: 2).subscribe(recorder)
    #expect(recorder.descriptions == ["error(\(RxError.argumentOutOfRange))"])
  }

  @Test("element(at:) passes an error that comes before the index")
  func errorBefore() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { xs.element(at: 3) }
    #expect(observer.events == [.error(220, TestError())])
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("element(at:) with an index below zero is a programming error and traps, as in RxSwift")
    func negativeTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = Observable.of(1).element(at: -1)
      }
    }
  #endif
}
