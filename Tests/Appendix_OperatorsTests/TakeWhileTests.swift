import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `take(while:behavior:)` and `take(until:behavior:)` with a predicate: a sink with a flag.
@Suite("take(while:) and take(until:) a predicate")
struct TakeWhileTests {
  @Test("take(while:) passes elements while the predicate holds, and completes at the first that fails it")
  func whileHolds() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.take(while: { $0 < 3 }).subscribe(recorder)
    source.send(1, 2, 3, 1)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(source.disposals == 1)
  }

  @Test("take(while:behavior: .inclusive) also sends the element that failed the predicate")
  func whileInclusive() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }

  @Test("take(until:) a predicate passes elements until the first for which it is true")
  func untilPredicate() {
    let exclusive = EventRecorder<String>()
    let inclusive = EventRecorder<String>()
    let words = Observable.of("a", "b", "stop", "c")
    _ = words.take(until: { $0 == "stop" }).subscribe(exclusive)
    _ = words.take(until: { $0 == "stop" }, behavior: .inclusive).subscribe(inclusive)
    #expect(exclusive.descriptions == ["next(a)", "next(b)", "completed"])
    #expect(inclusive.descriptions == ["next(a)", "next(b)", "next(stop)", "completed"])
  }

  @Test("a throwing predicate ends take(while:) with its error and disposes the source")
  func predicateThrows() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.take(while: { value in
      if value == 2 { throw TestError() }
      return true
    }).subscribe(recorder)
    source.send(1, 2, 3)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("take(while:) completes on the tick of the element that ended it, whatever the source does after")
  func onTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6)])
    let observer = scheduler.start { xs.take(while: { $0.isMultiple(of: 2) }) }
    #expect(observer.events == [.next(210, 2), .next(220, 4), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }
}
