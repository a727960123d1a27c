import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `distinctUntilChanged`: a sink that remembers the last key it let through.
@Suite("distinctUntilChanged")
struct DistinctUntilChangedTests {
  @Test("distinctUntilChanged drops repeats in a row, and a value that comes back after another passes again")
  func dropsRepeats() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 1, 2, 2, 2, 3, 1).distinctUntilChanged().subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "next(1)", "completed"])
  }

  @Test("distinctUntilChanged by key compares the keys, and passes the elements themselves")
  func byKey() {
    let recorder = EventRecorder<String>()
    _ = Observable.of("apple", "avocado", "banana", "blueberry", "apricot")
      .distinctUntilChanged { $0.first! }
      .subscribe(recorder)
    #expect(recorder.descriptions == ["next(apple)", "next(banana)", "next(apricot)", "completed"])
  }

  @Test("distinctUntilChanged with a comparer drops an element the comparer calls equal to the last one passed")
  func byComparer() {
    let recorder = EventRecorder<Int>()
    // Equal when within 2 of the last element passed: 1 passes, 2 and 3 do not, 4 does (4 - 1 > 2).
    _ = Observable.of(1, 2, 3, 4, 5, 9).distinctUntilChanged { abs($0 - $1) <= 2 }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(4)", "next(9)", "completed"])
  }

  @Test("distinctUntilChanged at a key path compares the values at that path")
  func atKeyPath() {
    struct Reading {
      let sensor: String
      let value: Int
    }
    let recorder = EventRecorder<Int>()
    _ = Observable.of(
      Reading(sensor: "a", value: 1), Reading(sensor: "a", value: 2), Reading(sensor: "b", value: 3)
    )
    .distinctUntilChanged(at: \.sensor)
    .map(\.value)
    .subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(3)", "completed"])
  }

  @Test("the comparer is never asked about the first element, which always passes")
  func firstPassesUnasked() {
    var comparisons = 0
    let recorder = EventRecorder<Int>()
    _ = Observable.of(7).distinctUntilChanged { _, _ in
      comparisons += 1
      return true
    }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(7)", "completed"])
    #expect(comparisons == 0)
  }

  @Test("a throwing key selector ends distinctUntilChanged with its error and disposes the source")
  func keySelectorThrows() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.distinctUntilChanged { (value: Int) -> Int in
      if value == 2 { throw TestError() }
      return value
    }.subscribe(recorder)
    source.send(1, 2, 3)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("a throwing comparer ends distinctUntilChanged with its error and disposes the source")
  func comparerThrows() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError() }
      .subscribe(recorder)
    source.send(1, 2)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test("each subscription of distinctUntilChanged remembers its own last element")
  func statePerSubscription() {
    let distinct = Observable.of("a", "a", "b").distinctUntilChanged()
    let first = EventRecorder<String>()
    let second = EventRecorder<String>()
    _ = distinct.subscribe(first)
    _ = distinct.subscribe(second)
    #expect(first.descriptions == ["next(a)", "next(b)", "completed"])
    #expect(second.descriptions == ["next(a)", "next(b)", "completed"])
  }

  @Test("distinctUntilChanged passes the source's error and disposes it, on the source's tick")
  func errorOnTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(230, TestError())])
    let observer = scheduler.start { xs.distinctUntilChanged() }
    #expect(observer.events == [.next(210, 1), .error(230, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }
}
