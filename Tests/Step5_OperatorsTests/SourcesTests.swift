import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
#endif

@Suite("just, of, from, empty, error, never", .watchdog())
struct SourcesTests {
  @Test("just sends its one element, then completed")
  func just() {
    let recorder = EventRecorder<Int>()
    _ = Observable.just(4).subscribe(recorder)
    #expect(recorder.descriptions == ["next(4)", "completed"])
  }

  @Test("of sends its elements in order, then completed")
  func of() {
    let recorder = EventRecorder<String>()
    _ = Observable.of("a", "b").subscribe(recorder)
    #expect(recorder.descriptions == ["next(a)", "next(b)", "completed"])
  }

  @Test("from sends the elements of any Swift Sequence, then completed")
  func from() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(stride(from: 0, to: 6, by: 2)).subscribe(recorder)
    #expect(recorder.descriptions == ["next(0)", "next(2)", "next(4)", "completed"])
  }

  @Test("from of an empty sequence only completes")
  func fromEmpty() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from([Int]()).subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("empty completes at once")
  func empty() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("error fails at once with its error")
  func error() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("never sends nothing, and disposing it is harmless")
  func never() {
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.never().subscribe(recorder)
    subscription.dispose()
    subscription.dispose()
    #expect(recorder.events.isEmpty)
  }

  @Test("from runs the sequence again for every subscription")
  func fromIsCold() {
    let observable = Observable.from([1, 2])
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = observable.subscribe(first)
    _ = observable.subscribe(second)
    #expect(first.descriptions == second.descriptions)
    #expect(second.descriptions == ["next(1)", "next(2)", "completed"])
  }
}
