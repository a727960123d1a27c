import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step5_Operators

@Suite("map written with create and a closure", .watchdog())
struct ClosureMapTests {
  @Test("closureMap transforms every element, in order, then completes")
  func values() {
    let recorder = EventRecorder<String>()
    _ = Observable.of(1, 2, 3).closureMap { "#\($0)" }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(#1)", "next(#2)", "next(#3)", "completed"])
  }

  @Test("closureMap passes an error through unchanged and disposes its source")
  func error() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.closureMap { $0 * 10 }.subscribe(recorder)
    source.send(1)
    source.send(.error(TestError()))
    #expect(recorder.descriptions == ["next(10)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("a throwing transform in closureMap ends the sequence with its error and disposes upstream")
  func throwingTransform() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable
      .closureMap { value in
        if value == 2 { throw TestError() }
        return value * 10
      }
      .subscribe(recorder)
    source.send(1, 2, 3)
    #expect(recorder.descriptions == ["next(10)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("a throwing transform on a synchronous source: nothing after the error gets through")
  func throwingOnSynchronousSource() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3)
      .closureMap { value in
        if value == 2 { throw TestError() }
        return value * 10
      }
      .subscribe(recorder)
    #expect(recorder.descriptions == ["next(10)", "error(TestError)"])
  }

  @Test("disposing a closureMap subscription early stops delivery and disposes the source once")
  func disposeEarly() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = source.observable.closureMap { $0 * 10 }.subscribe(recorder)
    source.send(1)
    subscription.dispose()
    subscription.dispose()
    source.send(2)
    #expect(recorder.descriptions == ["next(10)"])
    #expect(source.disposals == 1)
  }

  // snippet: closure-map-cost-test
  @Test(
    "a just(4).filter.closureMap subscription makes 7 objects, one more than map, and keeps 2 alive",
    .enabled(if: Resources.isTracing))
  func cost() {
    let chain = Observable.just(4).filter { $0 > 0 }.closureMap { $0 * 10 }
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe(onNext: { _ in })
      // As with map: subscribe(onNext:)'s observer and BinaryDisposable, and filter's SinkDisposer
      // and sink. Where map has a SinkDisposer and a MapSink, create has a SinkDisposer and an
      // AnonymousObservableSink, and the closure's `self.subscribe { … }` adds an AnonymousObserver.
      #expect(tally.created == 7)
      // The BinaryDisposable, and create's SinkDisposer inside it, disposed and holding nothing.
      #expect(tally.alive == 2)
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.alive == 0)
  }
  // snippet: end
}
