import StageSupport
import Step4_Sink
import Step5_Operators
import Testing

@Suite("5.4 The sources: just, of, from, empty, error, never")
struct Stage5_4 {
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
    _ = Observable<Int>.just(1).subscribe(recorder)  // the check can fail: just must be written
    #expect(recorder.descriptions == ["next(1)", "completed"])
  }

  @Test("take(n) on a synchronous source delivers exactly n elements and one completed")
  func takeOfSynchronousSource() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...10).take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }
}
