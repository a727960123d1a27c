import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
#endif

@Suite("take", .watchdog())
struct TakeTests {
  @Test("take of a never-ending source sends nothing")
  func never() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.never().take(2).subscribe(recorder)
    #expect(recorder.events.isEmpty)
  }

  @Test("take of a source shorter than the count sends it all and completes")
  func shortSource() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1).take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "completed"])
  }

  @Test("take(n) sends the first n elements then completes, and disposes upstream right away")
  func takesN() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.take(2).subscribe(recorder)
    source.send(1, 2)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(source.disposals == 1)
    source.send(3)
    #expect(recorder.descriptions.count == 3)
  }

  @Test("take(n) on a synchronous source delivers exactly n elements and one completed")
  func synchronousSource() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...10).take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }

  @Test("take(0) completes at once and never subscribes to the source")
  func takeZero() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.take(0).subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
    #expect(source.subscriptions == 0)
  }

  @Test("take passes an error that comes before the count and disposes its source")
  func error() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.take(3).subscribe(recorder)
    source.send(1)
    source.send(.error(TestError()))
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("disposing a take subscription early stops delivery and disposes the source once")
  func disposeEarly() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = source.observable.take(5).subscribe(recorder)
    source.send(1)
    subscription.dispose()
    source.send(2)
    #expect(recorder.descriptions == ["next(1)"])
    #expect(source.disposals == 1)
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("take with a negative count is a programming error and traps, as in RxSwift")
    func negativeCountTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = Observable.of(1, 2).take(-1)
      }
    }
  #endif
}
