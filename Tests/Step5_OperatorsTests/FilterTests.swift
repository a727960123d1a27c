// snippet: imports
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
#endif
// snippet: end

@Suite("filter", .watchdog())
struct FilterTests {
  @Test("filter of a never-ending source sends nothing")
  func never() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.never().filter { $0 > 0 }.subscribe(recorder)
    #expect(recorder.events.isEmpty)
  }

  @Test("filter of an empty source just completes")
  func empty() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().filter { $0 > 0 }.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("filter lets through only the elements its predicate accepts, in order")
  func values() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4, 5, 6).filter { $0.isMultiple(of: 2) }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(2)", "next(4)", "next(6)", "completed"])
  }

  @Test("filter passes an error through and disposes its source")
  func error() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.filter { _ in false }.subscribe(recorder)
    source.send(1)
    source.send(.error(TestError()))
    #expect(recorder.descriptions == ["error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("disposing a filter subscription early stops delivery and disposes the source once")
  func disposeEarly() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = source.observable.filter { _ in true }.subscribe(recorder)
    source.send(1)
    subscription.dispose()
    source.send(2)
    #expect(recorder.descriptions == ["next(1)"])
    #expect(source.disposals == 1)
  }

  @Test("a throwing predicate ends the sequence with its error and disposes upstream")
  func throwingPredicate() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.filter { value in
      if value == 2 { throw TestError() }
      return true
    }.subscribe(recorder)
    source.send(1, 2, 3)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }
}
