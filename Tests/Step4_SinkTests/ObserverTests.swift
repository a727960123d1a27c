import Dispatch
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

@Suite("ObserverBase, AnonymousObserver and AnyObserver", .watchdog())
struct ObserverTests {
  @Test("an AnonymousObserver passes events on until the first stop event, then drops everything")
  func stopRule() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.onNext(1)
    observer.onCompleted()
    observer.onNext(2)
    observer.onError(TestError())
    #expect(seen == ["next(1)", "completed"])
  }

  @Test("disposing an observer stops it: it drops every later event")
  func disposeStops() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.onNext(1)
    observer.dispose()
    observer.onNext(2)
    observer.onCompleted()
    #expect(seen == ["next(1)"])
  }

  @Test("of stop events sent from many threads at once, exactly one reaches onCore")
  func oneStopAcrossThreads() {
    for _ in 0..<100 {
      let stops = AtomicInt(0)
      let observer = AnonymousObserver<Int> { if $0.isStopEvent { stops.increment() } }
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        if index.isMultiple(of: 2) { observer.onCompleted() } else { observer.onError(TestError()) }
      }
      let count = stops.load()
      #expect(count == 1)
    }
  }

  @Test("AnyObserver forwards every event to the observer it wraps, stop events included")
  func anyObserverForwards() {
    let recorder = EventRecorder<Int>()
    let observer = AnyObserver(recorder)
    observer.onNext(1)
    observer.onCompleted()
    observer.onNext(2)  // AnyObserver only forwards; policing is the wrapped observer's job
    #expect(recorder.descriptions == ["next(1)", "completed", "next(2)"])
  }

  @Test("AnyObserver(eventHandler:) calls its closure for every event")
  func anyObserverClosure() {
    var seen: [String] = []
    let observer = AnyObserver<String>(eventHandler: { seen.append($0.description) })
    observer.onNext("a")
    observer.onError(TestError())
    #expect(seen == ["next(a)", "error(TestError)"])
  }

  @Test("asObserver() erases any observer's type and keeps forwarding to it")
  func asObserver() {
    let recorder = EventRecorder<Int>()
    let erased: AnyObserver<Int> = recorder.asObserver()
    erased.asObserver().onNext(5)
    #expect(recorder.descriptions == ["next(5)"])
  }

  @Test("two threads sending stop events at the same instant, round after round: exactly one reaches onCore each time")
  func simultaneousStops() {
    // A check, then a set, of the stop flag lets both through only when both threads are inside
    // the gap at once; the thread sanitizer cannot see it, both steps being atomic. Two threads,
    // released together round after round, make that meeting likely, not certain.
    let failed = raceTwoThreads(
      rounds: 1_000_000, meetings: 20_000, seconds: 10, prepare: { _ in StopCounter() },
      body: { round, thread in
        if thread == 0 { round.observer.onCompleted() } else { round.observer.onError(TestError()) }
      },
      check: { $0.stops.items.count == 1 })
    #expect(
      failed == nil,
      "in round \(failed ?? 0), two stop events reached onCore: set the flag and learn whether it was already set in one atomic step"
    )
  }
}

/// One round of the race: an observer, and the stop events that reached its handler.
private final class StopCounter: @unchecked Sendable {
  let stops = LockedList<Int>()
  let observer: AnonymousObserver<Int>

  init() {
    let stops = self.stops
    observer = AnonymousObserver { if $0.isStopEvent { stops.append(1) } }
  }
}
