import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `scan`: a sink that remembers an accumulated value and sends it after every element.
@Suite("scan")
struct ScanTests {
  @Test("scan sends the accumulated value after each element, and never the seed alone")
  func runningTotal() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).scan(10) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(11)", "next(13)", "next(16)", "completed"])
  }

  @Test("scan(into:) updates the value in place and sends a copy of it after each element")
  func into() {
    let recorder = EventRecorder<[String]>()
    _ = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }.subscribe(recorder)
    #expect(recorder.descriptions == ["next([\"a\"])", "next([\"a\", \"b\"])", "completed"])
  }

  @Test("scan of an empty source sends only completed")
  func empty() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().scan(0) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("each subscription of scan starts again from the seed")
  func seedPerSubscription() {
    let sums = Observable.of(1, 2).scan(0) { $0 + $1 }
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = sums.subscribe(first)
    _ = sums.subscribe(second)
    #expect(first.descriptions == ["next(1)", "next(3)", "completed"])
    #expect(second.descriptions == ["next(1)", "next(3)", "completed"])
  }

  @Test("a throwing accumulator ends scan with its error and disposes the source")
  func accumulatorThrows() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.scan(0) { sum, value in
      if value == 2 { throw TestError() }
      return sum + value
    }.subscribe(recorder)
    source.send(1, 2, 3)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("scan passes the source's error on its tick and disposes the source")
  func sourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError())])
    let observer = scheduler.start { xs.scan(1) { $0 * $1 } }
    #expect(observer.events == [.next(210, 2), .next(220, 6), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }
}
