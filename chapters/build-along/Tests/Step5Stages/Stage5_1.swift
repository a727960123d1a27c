import StageSupport
import Step4_Sink
import Step5_Operators
import Testing

@Suite("5.1 map as a Producer and a Sink")
struct Stage5_1 {
  @Test("map transforms every element, in order, and passes completed on")
  func values() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<String>()
    _ = source.observable.map { "#\($0)" }.subscribe(recorder)
    source.send(1, 2, 3)
    source.send(.completed)
    #expect(recorder.descriptions == ["next(#1)", "next(#2)", "next(#3)", "completed"])
  }

  @Test("map passes an error through unchanged and disposes its source")
  func error() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    // A raw source, which does not dispose itself on a stop event: only the operator can.
    _ = source.rawObservable.map { $0 * 10 }.subscribe(recorder)
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

  @Test("map keeps the stop rule for a raw source: nothing after completed gets through")
  func stopRuleOnRawSource() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.rawObservable.map { $0 * 10 }.subscribe(recorder)
    source.send(1)
    source.send(.completed)
    source.send(2)
    #expect(recorder.descriptions == ["next(10)", "completed"])
  }
}
