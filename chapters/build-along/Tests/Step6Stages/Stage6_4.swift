import Dispatch
import Foundation
import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("6.4 BehaviorSubject: a subject with a current value")
struct Stage6_4 {
  @Test("a new subscriber hears the initial value at once")
  func initialValue() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["next(0)"])
  }

  @Test("a late subscriber hears the latest value first, then what follows")
  func latestValueFirst() {
    let subject = BehaviorSubject(value: 0)
    subject.on(.next(1))
    subject.on(.next(2))
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.on(.next(3))
    #expect(recorder.descriptions == ["next(2)", "next(3)"])
  }

  @Test("value() returns the latest value")
  func valueIsLatest() throws {
    let subject = BehaviorSubject(value: 0)
    subject.on(.next(5))
    #expect(try subject.value() == 5)
  }

  @Test("value() throws the subject's error after error")
  func valueThrowsError() {
    let subject = BehaviorSubject(value: 0)
    subject.on(.error(TestError()))
    #expect(throws: TestError.self) { try subject.value() }
  }

  @Test("a completed subject gives a late subscriber only completed, not the last value")
  func completedLateSubscriber() {
    let subject = BehaviorSubject(value: 0)
    subject.on(.completed)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("disposing a subscription stops delivery to it")
  func disposeStops() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subscription.dispose()
    subject.on(.next(1))
    #expect(recorder.descriptions == ["next(0)"])
    #expect(!subject.hasObservers)
  }

  @Test("after dispose(), a new subscriber gets RxError.disposed instead of the value")
  func afterDispose() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    #expect(subject.isDisposed)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events.count == 1)
    #expect(recorder.events.first?.error is RxError)
  }

  @Test("a handler that sends from inside its own replay is not deadlocked, and hears the new value right after")
  func sendFromReplay() throws {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    // On a thread of its own, so that a deadlock fails this rule instead of hanging the stage.
    let finished = finishes {
      _ = subject.subscribe { event in
        recorder.on(event)
        if event.element == 0 {
          subject.on(.next(1))  // the replay runs with the subject's lock held: only a recursive lock lets this through
        }
      }
    }
    #expect(finished, "subscribe never returned: the replay's handler is deadlocked on the subject's lock")
    #expect(recorder.descriptions == ["next(0)", "next(1)"])
    if finished { #expect(try subject.value() == 1) }
  }

  @Test(
    "a BehaviorSubject subscriber joining mid-stream hears the value current when it joined, then every later value in order"
  )
  func joinMidStream() {
    // The replay's handler holds its thread while another thread sends a newer value. With the
    // replay sent under the lock, the newer value waits for it; sent after unlocking, the newer
    // value overtakes the replay.
    let subject = BehaviorSubject(value: 0)
    let inReplay = DispatchSemaphore(value: 0)
    let sent = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let recorder = EventRecorder<Int>()
    let other = Thread {
      inReplay.wait()
      subject.on(.next(1))
      sent.signal()
      otherDone.signal()
    }
    other.start()
    let replaying = LockedList<Int>()
    _ = subject.subscribe(
      AnyObserver(eventHandler: { event in
        if replaying.items.isEmpty {
          replaying.append(0)
          inReplay.signal()
          _ = sent.wait(timeout: .now() + 1)  // the other thread's chance to overtake; it must not
        }
        recorder.on(event)
      }))
    if replaying.items.isEmpty { inReplay.signal() }  // no replay at all: let the other thread go
    otherDone.wait()
    #expect(recorder.descriptions == ["next(0)", "next(1)"])
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("a replaced value whose deinit reads the subject is released outside the lock: no access conflict")
    func replacedValueReadsSubject() async {
      // A crash of the child process is the access conflict; exit status 3, a deadlock on a lock that
      // cannot be taken twice: either way the value was released with the lock held. Exit status 4:
      // value() gave no current value.
      await #expect(
        processExitsWith: .success,
        "the replaced value was released with the subject's lock held: release it after unlocking"
      ) {
        let finished = finishes {
          let subject = BehaviorSubject(value: ReadsSubjectWhenReleased())
          // In a scope of its own, so that the subject holds the last reference to the first value.
          do {
            guard let first = try? subject.value() else { exit(4) }  // no current value to release
            first.subject = subject
          }
          subject.on(.next(ReadsSubjectWhenReleased()))  // releases the first value, whose deinit calls value()
        }
        if !finished { exit(3) }
      }
    }
  #endif

  @Test("hasObservers stays true after a stop event, until the subscribers dispose, as in RxSwift")
  func observersOutliveTheStopEvent() {
    let subject = BehaviorSubject(value: 0)
    let subscription = subject.subscribe(EventRecorder<Int>())
    subject.on(.completed)
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("a BehaviorSubject's handler still running on one thread holds up no subscribe and no send from another")
  func slowHandlerHoldsUpNobody() {
    // As for PublishSubject: the handler keeps its thread until the other thread has subscribed
    // and sent, which happens at once when delivery is outside the lock.
    let subject = BehaviorSubject(value: 0)
    let inHandler = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let waits = LockedList<Bool>()
    _ = subject.subscribe(
      AnyObserver(eventHandler: { event in
        guard event.element == 1 else { return }
        inHandler.signal()
        waits.append(otherDone.wait(timeout: .now() + 5) == .success)
      }))
    Thread {
      inHandler.wait()
      _ = subject.subscribe(EventRecorder<Int>())
      subject.on(.next(2))
      otherDone.signal()
    }.start()
    subject.on(.next(1))
    #expect(
      waits.items == [true], "the other thread's subscribe and send waited for the handler: deliver after unlocking")
  }

  @Test(
    "a BehaviorSubject holds no lock while it lets go of an observer: its release may call into the subject from another thread"
  )
  func releaseOutsideTheLock() {
    var stuck: [String] = []
    let released = LockedList<String>()
    for path in ["unsubscribing", "dispose()"] {
      let subject = BehaviorSubject(value: 0)
      let before = released.items.count
      let subscription = subject.subscribe {
        [
          probe = OnRelease {
            callFromAnotherThread { _ = subject.hasObservers }
            released.append(path)
          }
        ] _ in
        withExtendedLifetime(probe) {}
      }
      let heldUntilThen = released.items.count == before
      let finished = finishes {
        if path == "dispose()" { subject.dispose() } else { subscription.dispose() }
      }
      if finished {
        #expect(
          heldUntilThen && released.items.count == before + 1, "the subject did not keep the observer until \(path)")
      } else {
        stuck.append(path)
      }
    }
    #expect(
      stuck.isEmpty,
      "an observer let go by \(stuck.joined(separator: ", ")) was released with the subject's lock held: take it out under the lock, and let it go after unlocking"
    )
  }
}

/// A value that reads the current value of the subject holding it when it is released.
private final class ReadsSubjectWhenReleased {
  weak var subject: BehaviorSubject<ReadsSubjectWhenReleased>?

  deinit {
    _ = try? subject?.value()
  }
}

/// Runs `action` when it is released: an observer's capture whose release calls into a subject.
private final class OnRelease: @unchecked Sendable {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  deinit {
    action()
  }
}
