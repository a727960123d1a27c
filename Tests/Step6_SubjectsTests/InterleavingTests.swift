import Dispatch
import Foundation
import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

/// A subject's lock across threads, with the interleaving forced rather than hoped for: a handler
/// holds its thread at the critical moment while another thread acts, or a release calls in from
/// another thread and waits.
@Suite("Subjects, with one thread held in a handler", .watchdog())
struct InterleavingTests {
  @Test("a handler still running on one thread holds up no subscribe and no send from another")
  func slowHandlerHoldsUpNobody() {
    // With delivery outside the lock the other thread subscribes and sends at once; with delivery
    // under it, the other thread waits for the handler, which waits for it, until the safety net.
    let subject = PublishSubject<Int>()
    let inHandler = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let waits = LockedList<Bool>()
    _ = subject.subscribe(onNext: { value in
      guard value == 1 else { return }
      inHandler.signal()
      waits.append(otherDone.wait(timeout: .now() + 5) == .success)
    })
    Thread {
      inHandler.wait()
      _ = subject.subscribe(EventRecorder<Int>())
      subject.onNext(2)
      otherDone.signal()
    }.start()
    subject.onNext(1)
    #expect(waits.items == [true])
  }

  @Test("a value sent from another thread while a BehaviorSubject replays waits for the replay")
  func replayComesFirst() {
    // The replay's handler holds its thread while another thread sends a newer value: sent with
    // the lock held, the replay keeps the newer value waiting; sent after unlocking, it is overtaken.
    let subject = BehaviorSubject(value: 0)
    let inReplay = DispatchSemaphore(value: 0)
    let sent = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let recorder = EventRecorder<Int>()
    Thread {
      inReplay.wait()
      subject.onNext(1)
      sent.signal()
      otherDone.signal()
    }.start()
    let replaying = LockedList<Int>()
    _ = subject.subscribe { event in
      if replaying.items.isEmpty {
        replaying.append(0)
        inReplay.signal()
        _ = sent.wait(timeout: .now() + 1)  // the other thread's chance to overtake; it must not
      }
      recorder.on(event)
    }
    otherDone.wait()
    #expect(recorder.descriptions == ["next(0)", "next(1)"])
  }

  @Test("a BehaviorSubject's handler still running on one thread holds up no subscribe and no send from another")
  func slowBehaviorHandlerHoldsUpNobody() {
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
    "the subject holds no lock while it lets go of an observer: its release may call into the subject from another thread"
  )
  func releaseOutsideTheLock() {
    // The observer's closure holds an object whose deinit asks the subject, from another thread,
    // whether it has observers, and waits for the answer: a subject that releases its observers
    // with its lock held never gives it, recursive lock or not.
    var stuck: [String] = []
    let released = LockedList<String>()
    for path in ["unsubscribing", "dispose()", "completed"] {
      let subject = PublishSubject<Int>()
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
        switch path {
        case "unsubscribing": subscription.dispose()
        case "dispose()": subject.dispose()
        default: subject.on(.completed)
        }
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

  @Test(
    "a BehaviorSubject holds no lock while it lets go of an observer: its release may call into the subject from another thread"
  )
  func behaviorReleaseOutsideTheLock() {
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
