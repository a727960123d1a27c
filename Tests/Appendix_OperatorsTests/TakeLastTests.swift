import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `takeLast`: a sink that remembers a window of elements in a ring buffer.
@Suite("takeLast")
struct TakeLastTests {
  @Test("takeLast sends the last elements all at once when the source completes")
  func atTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let observer = scheduler.start { xs.takeLast(2) }
    #expect(observer.events == [.next(250, 3), .next(250, 4), .completed(250)])
    #expect(observer.events.marbles() == "-----(34|)")
  }

  @Test("takeLast of a source shorter than the count sends all of it")
  func shortSource() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).takeLast(5).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("takeLast(0) sends only the completion")
  func zero() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).takeLast(0).subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("an error ends takeLast at once, and the elements it held are never sent")
  func errorDropsTheWindow() {
    let recorder = EventRecorder<Int>()
    let source = ManualSource<Int>()
    _ = source.observable.takeLast(2).subscribe(recorder)
    source.send(1, 2)
    source.send(.error(TestError()))
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("takeLast with a count below zero is a programming error and traps, as in RxSwift")
    func negativeTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = Observable.of(1).takeLast(-1)
      }
    }
  #endif
}
