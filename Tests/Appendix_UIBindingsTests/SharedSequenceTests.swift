import Appendix_UIBindings
import RxTest
import RxTestSupport
import Step4_Sink
import Testing

/// The ways to make a shared sequence from nothing: each sends on the strategy's scheduler.
@Suite("SharedSequence: its sources")
struct SharedSequenceTests {
  /// What `make` sends to a subscriber from 200 to 260, on a mocked test scheduler (one tick is
  /// a second).
  static func events<S: SharingStrategyProtocol>(
    _ make: () -> SharedSequence<S, Int>
  ) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [Recorded<Event<Int>>] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let sequence = make()
      let observer = scheduler.createObserver(Int.self)
      var subscription: (any Disposable)?
      scheduler.scheduleAt(200) { subscription = sequence.asObservable().subscribe(observer) }
      scheduler.scheduleAt(260) { subscription?.dispose() }  // ends the sequences that never end
      scheduler.start()
      events = observer.events
    }
    return events
  }

  @Test("just and empty are subscribed on the scheduler: they send a tick after subscribing, not during it")
  func justAndEmpty() {
    #expect(Self.events { Driver.just(1) } == [.next(201, 1), .completed(201)])
    #expect(Self.events { Signal<Int>.empty() } == [.completed(201)])
  }

  @Test("of, from and from(optional:) send one scheduled step per element, and one for the completion")
  func ofAndFrom() {
    #expect(Self.events { Driver.of(1, 2) } == [.next(201, 1), .next(202, 2), .completed(203)])
    #expect(Self.events { Driver.from([1, 2]) } == [.next(201, 1), .next(202, 2), .completed(203)])
    #expect(Self.events { Signal.from(1...2) } == [.next(201, 1), .next(202, 2), .completed(203)])
    #expect(Self.events { Driver.from(optional: 1) } == [.next(201, 1), .completed(202)])
    #expect(Self.events { Driver.from(optional: nil) } == [.completed(201)])
  }

  @Test("never sends nothing; deferred calls its factory at each subscription")
  func neverAndDeferred() {
    #expect(Self.events { Driver<Int>.never() }.isEmpty)
    var calls = 0
    let events = Self.events {
      Driver.deferred {
        calls += 1
        return .just(calls)
      }
    }
    #expect(events == [.next(201, 1), .completed(201)])
    #expect(calls == 1)
  }

  @Test("interval and timer tick on the scheduler")
  func intervalAndTimer() {
    #expect(
      Self.events { Driver<Int>.interval(.seconds(20)) } == [.next(220, 0), .next(240, 1)])
    #expect(
      Self.events { Signal<Int>.timer(.seconds(10), period: .seconds(25)) } == [.next(210, 0), .next(235, 1)])
  }
}

@Suite("Observable.from(optional:)")
struct FromOptionalTests {
  @Test("from(optional:) sends the value, if any, and completes, during subscribe")
  func unscheduled() {
    let some = EventRecorder<Int>()
    let none = EventRecorder<Int>()
    _ = Observable.from(optional: 3).subscribe(some)
    _ = Observable<Int>.from(optional: nil).subscribe(none)
    #expect(some.descriptions == ["next(3)", "completed"])
    #expect(none.descriptions == ["completed"])
  }

  @Test("from(optional:scheduler:) sends the value and then the completion, each in an action on the scheduler")
  func scheduled() {
    let scheduler = TestScheduler(initialClock: 0)
    let some = scheduler.start { Observable.from(optional: 3, scheduler: scheduler) }
    #expect(some.events == [.next(201, 3), .completed(202)])
    let other = TestScheduler(initialClock: 0)
    let none = other.start { Observable<Int>.from(optional: nil, scheduler: other) }
    #expect(none.events == [.completed(201)])
  }
}

@Suite("SharedSequence.values")
struct SharedSequenceValuesTests {
  @Test("values hands every element to a for-await loop on the main actor, and ends with the sequence")
  @MainActor
  func valuesInOrder() async {
    var seen: [Int] = []
    for await value in Driver.from(1...5).values {
      seen.append(value)
    }
    #expect(seen == [1, 2, 3, 4, 5])
  }

  @Test("cancelling the loop's task disposes the subscription")
  @MainActor
  func cancellationDisposes() async {
    let disposed = LockedList<String>()
    let driver = Driver<Int>.never().do(onDispose: { disposed.append("disposed") })
    let task = Task { @MainActor in
      for await _ in driver.values {}
    }
    await Task.yield()
    task.cancel()
    await task.value
    #expect(disposed.items == ["disposed"])
  }
}
