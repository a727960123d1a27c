import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// The appendix's marble diagrams, drawn from real runs and pinned here, so that the pictures in
/// the chapter are what the operators do.
@Suite("Marble diagrams of the combining operators")
struct MarbleTests {
  /// A cold inner sequence as its operator saw it: its events moved to the tick it was subscribed
  /// at, up to the tick it was disposed.
  static func seen(_ inner: TestableObservable<Int>) -> [Recorded<Event<Int>>] {
    guard let subscription = inner.subscriptions.first else { return [] }
    return inner.recordedEvents
      .map { Recorded(time: $0.time + subscription.subscribe, value: $0.value) }
      .filter { $0.time < subscription.unsubscribe || $0.value.isStopEvent && $0.time == subscription.unsubscribe }
  }

  // snippet: marble-flat-map-test
  @Test(
    "flatMap drawn from a real run: both inner sequences at once, done when the source and both are")
  func flatMapAsMarbles() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let inner = [1, 2].map { n in
      scheduler.createColdObservable([.next(10, n * 10), .next(30, n * 10 + 1), .completed(40)])
    }

    let observer = scheduler.start { xs.flatMap { inner[$0 - 1] } }

    var diagram = MarbleDiagram()
    diagram.add("xs", xs.recordedEvents)
    diagram.add("inner 1", Self.seen(inner[0]))
    diagram.add("inner 2", Self.seen(inner[1]))
    diagram.add("result", observer.events)
    #expect(
      diagram.text == """
        xs       -1---2--|
        inner 1  --10-11-|
        inner 2  --------20-21-|
        result   --10-11-20-21-|
        """)
  }
  // snippet: end

  // snippet: marble-concat-map-test
  @Test("concatMap drawn from a real run: inner 2 waits until inner 1 has completed")
  func concatMapAsMarbles() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let inner = [1, 2].map { n in
      scheduler.createColdObservable([.next(10, n * 10), .next(30, n * 10 + 1), .completed(40)])
    }
    let observer = scheduler.start { xs.concatMap { inner[$0 - 1] } }
    var diagram = MarbleDiagram()
    diagram.add("xs", xs.recordedEvents)
    diagram.add("inner 1", Self.seen(inner[0]))
    diagram.add("inner 2", Self.seen(inner[1]))
    diagram.add("result", observer.events)
    #expect(
      diagram.text == """
        xs       -1---2--|
        inner 1  --10-11-|
        inner 2  ---------20-21-|
        result   --10-11--20-21-|
        """)
  }
  // snippet: end

  // snippet: marble-combiners-test
  @Test("combineLatest, zip and withLatestFrom drawn from real runs on the same two sources")
  func combinersAsMarbles() {
    func draw(_ make: (TestableObservable<Int>, TestableObservable<String>) -> Observable<String>)
      -> String
    {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([
        .next(210, 1), .next(230, 2), .next(250, 3), .completed(270),
      ])
      let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(260)])
      let result = make(xs, ys)
      let observer = scheduler.start { result }
      var diagram = MarbleDiagram()
      diagram.add("xs", xs.recordedEvents)
      diagram.add("ys", ys.recordedEvents)
      diagram.add("result", observer.events)
      return diagram.text
    }

    #expect(
      draw { xs, ys in Observable.combineLatest(xs, ys) { "\($0)\($1)" } } == """
        xs      -1---2-----3--|
        ys      --a-----b----|
        result  --1a-2a-2b-3b-|
        """)
    #expect(
      draw { xs, ys in Observable.zip(xs, ys) { "\($0)\($1)" } } == """
        xs      -1--2--3-|
        ys      --a--b--|
        result  --1a-2b--|
        """)
    #expect(
      draw { xs, ys in xs.withLatestFrom(ys) { "\($0)\($1)" } } == """
        xs      -1-2--3--|
        ys      --a--b--|
        result  ---2a-3b-|
        """)
  }
  // snippet: end
}
