import Dispatch
import RxTestSupport
import Foundation
import Step4_Sink
import Step6_Subjects
import Synchronization
import Testing

@testable import Chapter06

@Suite("Chapter 6, exercise 3: a ReplaySubject of one")
struct ReplayOneSubjectTests {
  @Test(
    "a subscriber hears the latest element at once, then what follows; one that came before the first element heard nothing until it"
  )
  func replaysTheLatest() {
    let subject = ReplayOneSubject<Int>()
    let early = EventRecorder<Int>()
    _ = subject.subscribe(early)
    let beforeAnything = early.descriptions

    subject.onNext(1)
    subject.onNext(2)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    subject.onNext(3)

    #expect(beforeAnything.isEmpty)
    #expect(early.descriptions == ["next(1)", "next(2)", "next(3)"])
    #expect(late.descriptions == ["next(2)", "next(3)"])
  }

  @Test("after completed, a late subscriber hears the latest element, then completed")
  func replayAfterCompleted() {
    let subject = ReplayOneSubject<Int>()
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    let late = EventRecorder<Int>()

    _ = subject.subscribe(late)

    #expect(late.descriptions == ["next(2)", "completed"])
  }

  @Test(
    "after an error, a late subscriber hears the latest element, then the error; after dispose(), only RxError.disposed"
  )
  func replayAfterErrorAndDispose() {
    let failed = ReplayOneSubject<Int>()
    failed.onNext(7)
    failed.onError(TestError())
    let lateToFailed = EventRecorder<Int>()
    let disposed = ReplayOneSubject<Int>()
    disposed.onNext(7)
    disposed.dispose()
    let lateToDisposed = EventRecorder<Int>()

    _ = failed.subscribe(lateToFailed)
    _ = disposed.subscribe(lateToDisposed)

    #expect(lateToFailed.descriptions == ["next(7)", "error(TestError)"])
    #expect(lateToDisposed.events.count == 1)
    #expect(lateToDisposed.events.first?.error is RxError)
  }

  @Test("subscribers joining while another thread sends each hear an unbroken run, up to the last element")
  func joinMidStream() {
    let subject = ReplayOneSubject<Int>()
    let last = 1_999
    let joiners = Joiners()
    subject.onNext(0)  // so that every joiner has something to hear at once

    // One thread sends; three others subscribe and mostly leave again, paced so that every round
    // of theirs falls while values are still being sent.
    let sent = Atomic<Int>(0)
    let ready = Atomic<Int>(0)
    let done = DispatchGroup()
    let rounds = 200
    func start(_ body: @escaping @Sendable () -> Void) {
      done.enter()
      Thread {
        body()
        done.leave()
      }.start()
    }
    start {
      while ready.load(ordering: .acquiring) < 3 { sched_yield() }
      for value in 1...last {
        subject.onNext(value)
        sent.store(value, ordering: .releasing)
        if value.isMultiple(of: 10) { sched_yield() }
      }
    }
    for _ in 0..<3 {
      start {
        ready.add(1, ordering: .releasing)
        for round in 0..<rounds {
          while sent.load(ordering: .acquiring) < round * last / rounds { sched_yield() }
          let joiner = EventRecorder<Int>()
          let subscription = subject.subscribe(joiner)
          if round.isMultiple(of: 50) {
            joiners.append(joiner, stays: true)  // a few never leave
          } else {
            subscription.dispose()
            joiners.append(joiner, stays: false)
          }
        }
      }
    }
    done.wait()
    let latecomer = EventRecorder<Int>()
    _ = subject.subscribe(latecomer)

    let broken = joiners.leavers.filter { joiner in
      let values = joiner.events.compactMap(\.element)
      return values.isEmpty || !zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
    }.count
    let short = joiners.stayers.filter { $0.events.compactMap(\.element).last != last }.count
    #expect(broken == 0, "joiners that heard nothing, or a run with a gap, a repeat or a reordering")
    #expect(short == 0, "joiners that stayed but did not hear the last element")
    #expect(latecomer.descriptions == ["next(\(last))"])
  }
}

/// The joiners of the stress test, collected from several threads.
private final class Joiners: @unchecked Sendable {
  private let lock = NSLock()
  private var stayed: [EventRecorder<Int>] = []
  private var left: [EventRecorder<Int>] = []

  func append(_ joiner: EventRecorder<Int>, stays: Bool) {
    lock.withLock {
      if stays { stayed.append(joiner) } else { left.append(joiner) }
    }
  }

  var stayers: [EventRecorder<Int>] { lock.withLock { stayed } }
  var leavers: [EventRecorder<Int>] { lock.withLock { left } }
}
