import Foundation
import Synchronization
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step6_Subjects
#endif

/// Several threads at once. The Rx contract is that calls to `on` are serialized, so one thread
/// sends while the others subscribe and dispose. Each test takes a fraction of a second, also
/// under `swift test --sanitize=thread`.
@Suite("Subjects under concurrent use", .watchdog())
struct StressTests {
  static let events = 2_000
  static let churners = 3
  static let rounds = 200

  /// True when `values` are whole numbers each one more than the one before.
  static func consecutive(_ values: [Int]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
  }

  /// Runs `send` on one thread and `churners` churners on others, and returns when all are done.
  /// `churner(i)` is called once on churner i's own thread and returns the step it runs `rounds`
  /// times. Left alone, one side would finish before the other had started, so the threads pace
  /// each other: the sender starts once every churner is running and calls `progress` after each
  /// event; a churner starts each round once the sender is far enough along.
  static func whileSending(
    send: @escaping @Sendable (_ progress: () -> Void) -> Void,
    churner: @escaping @Sendable (_ index: Int) -> (_ round: Int) -> Void
  ) {
    let ready = Atomic<Int>(0)
    let sent = Atomic<Int>(0)
    let sending = Atomic<Bool>(true)
    let done = DispatchGroup()
    func start(_ body: @escaping @Sendable () -> Void) {
      done.enter()
      Thread {
        body()
        done.leave()
      }.start()
    }
    start {
      while ready.load(ordering: .acquiring) < churners { sched_yield() }
      send {
        // Give way now and then, so that the churners keep up on a machine with few cores.
        if sent.add(1, ordering: .releasing).newValue % (events / rounds) == 0 { sched_yield() }
      }
      sending.store(false, ordering: .releasing)
    }
    for index in 0..<churners {
      start {
        let step = churner(index)
        ready.add(1, ordering: .releasing)
        for round in 0..<rounds {
          while sent.load(ordering: .acquiring) < round * events / rounds, sending.load(ordering: .acquiring) {
            sched_yield()
          }
          step(round)
        }
      }
    }
    done.wait()
  }

  @Test(
    "while one thread sends and others subscribe and dispose, a subscriber that stays hears every event once, in order")
  func publishSubjectChurn() {
    let subject = PublishSubject<Int>()
    let stayers = (0..<5).map { _ in EventRecorder<Int>() }
    for stayer in stayers {
      _ = subject.subscribe(stayer)
    }
    let visitors = LockedList<EventRecorder<Int>>()

    Self.whileSending { progress in
      for value in 0..<Self.events {
        subject.onNext(value)
        progress()
      }
    } churner: { _ in
      // Each visitor stays for a few rounds, then leaves; all have left after the last round.
      var present: [any Disposable] = []
      return { round in
        let visitor = EventRecorder<Int>()
        present.append(subject.subscribe(visitor))
        _ = subject.hasObservers
        while present.count > 3 || (round == Self.rounds - 1 && !present.isEmpty) {
          present.removeFirst().dispose()
        }
        visitors.append(visitor)
      }
    }
    subject.onCompleted()

    for stayer in stayers {
      #expect(stayer.elements == Array(0..<Self.events))
      #expect(stayer.descriptions.last == "completed")
    }
    // A visitor was in the snapshots of a run of consecutive events: it heard exactly that run,
    // and it had left before the completed.
    for visitor in visitors.items {
      #expect(Self.consecutive(visitor.elements) && visitor.events.allSatisfy { !$0.isStopEvent })
    }
    #expect(!subject.hasObservers)
  }

  @Test(
    "a BehaviorSubject subscriber joining mid-stream hears the value current when it joined, then every later value in order"
  )
  func behaviorSubjectJoinMidStream() {
    let subject = BehaviorSubject(value: 0)
    let stayers = LockedList<EventRecorder<Int>>()
    let leavers = LockedList<EventRecorder<Int>>()

    Self.whileSending { progress in
      for value in 1...Self.events {
        subject.onNext(value)
        progress()
      }
    } churner: { index in
      return { round in
        let joiner = EventRecorder<Int>()
        let subscription = subject.subscribe(joiner)
        if index == 0 && round % 10 == 0 {
          stayers.append(joiner)  // a few never leave
        } else {
          subscription.dispose()
          leavers.append(joiner)
        }
      }
    }

    // The replay and the live events meet without a gap, a repeat or a reordering...
    for joiner in leavers.items {
      #expect(!joiner.elements.isEmpty && Self.consecutive(joiner.elements))
    }
    // ...and the ones that stayed heard everything up to the last value.
    for joiner in stayers.items {
      #expect(Self.consecutive(joiner.elements) && joiner.elements.last == Self.events)
    }
  }

  @Test("disposing a subject while other threads subscribe and send crashes nothing, and leaves it disposed")
  func disposeWhileBusy() {
    let subject = PublishSubject<Int>()
    let recorders = LockedList<EventRecorder<Int>>()

    Self.whileSending { progress in
      for value in 0..<Self.events {
        subject.onNext(value)
        if value == Self.events / 2 {
          subject.dispose()
        }
        progress()
      }
    } churner: { _ in
      return { round in
        let recorder = EventRecorder<Int>()
        let subscription = subject.subscribe(recorder)
        if round % 10 != 0 {
          subscription.dispose()  // most leave again at once, so that the sender is not slowed down
        }
        recorders.append(recorder)
      }
    }

    #expect(subject.isDisposed)
    #expect(!subject.hasObservers)
    for recorder in recorders.items {
      let elements = recorder.elements
      #expect(Self.consecutive(elements) && elements.allSatisfy { $0 <= Self.events / 2 })
      // Either it joined before the dispose and heard a run of elements and no stop event, or it
      // joined after and heard RxError.disposed alone.
      if elements.isEmpty {
        #expect(recorder.events.count <= 1 && recorder.events.allSatisfy { $0.error is RxError })
      } else {
        #expect(recorder.events.allSatisfy { !$0.isStopEvent })
      }
    }
  }
}
