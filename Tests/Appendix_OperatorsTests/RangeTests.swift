import Appendix_Operators
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `Observable.range`: a source that sends one integer per step of a scheduler.
@Suite("range")
struct RangeTests {
  @Test("range sends count integers from start, then completed")
  func sends() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.range(start: 5, count: 3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(5)", "next(6)", "next(7)", "completed"])
  }

  @Test("range with a count of 0 only completes")
  func zero() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.range(start: 5, count: 0).subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("range on a scheduler sends one integer per step, each a tick apart on virtual time")
  func onScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.range(start: 1, count: 3, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  @Test("take stops an endless-looking range between two steps")
  func stoppedByTake() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.range(start: 0, count: Int.max).take(2).subscribe(recorder)
    #expect(recorder.descriptions == ["next(0)", "next(1)", "completed"])
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("range with a count that would overflow is a programming error and traps, as in RxSwift")
    func overflowTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = Observable<Int8>.range(start: 100, count: 100)
      }
    }
  #endif
}
