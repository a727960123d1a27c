import StageSupport
import Step4_Sink
import Step5_Operators
import Testing

@Suite("5.3 take")
struct Stage5_3 {
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

  @Test("take of a source shorter than the count sends it all and completes")
  func shortSource() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.take(3).subscribe(recorder)
    source.send(1)
    source.send(.completed)
    #expect(recorder.descriptions == ["next(1)", "completed"])
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
    // A raw source, which does not dispose itself on a stop event: only the operator can.
    _ = source.rawObservable.take(3).subscribe(recorder)
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
        _ = Observable<Int>.create { _ in Disposables.create() }.take(-1)
      }
    }
  #endif
}
