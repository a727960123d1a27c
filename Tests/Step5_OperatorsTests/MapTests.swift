import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
#endif

@Suite("map", .watchdog())
struct MapTests {
  @Test("map of a never-ending source sends nothing")
  func never() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.never().map { $0 * 10 }.subscribe(recorder)
    #expect(recorder.events.isEmpty)
  }

  @Test("map of an empty source just completes")
  func empty() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().map { $0 * 10 }.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("map transforms every element, in order, then completes")
  func values() {
    let recorder = EventRecorder<String>()
    _ = Observable.of(1, 2, 3).map { "#\($0)" }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(#1)", "next(#2)", "next(#3)", "completed"])
  }

  @Test("map passes an error through unchanged and disposes its source")
  func error() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.map { $0 * 10 }.subscribe(recorder)
    source.send(1)
    source.send(.error(TestError()))
    #expect(recorder.descriptions == ["next(10)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("disposing a map subscription early stops delivery and disposes the source once")
  func disposeEarly() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = source.observable.map { $0 * 10 }.subscribe(recorder)
    source.send(1)
    subscription.dispose()
    subscription.dispose()
    source.send(2)
    #expect(recorder.descriptions == ["next(10)"])
    #expect(source.disposals == 1)
  }

  // snippet: map-throws-test
  @Test("a throwing transform ends the sequence with its error and disposes upstream")
  func throwingTransform() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable
      .map { value in
        if value == 2 { throw TestError() }
        return value * 10
      }
      .subscribe(recorder)
    source.send(1, 2, 3)
    #expect(recorder.descriptions == ["next(10)", "error(TestError)"])
    #expect(source.disposals == 1)
  }
  // snippet: end
}
