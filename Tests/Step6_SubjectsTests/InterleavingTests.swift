import Dispatch
import Foundation
import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

/// A subject's lock across threads, with the interleaving forced rather than hoped for: a handler
/// holds its thread at the critical moment while another thread acts.
@Suite("Subjects, with one thread held in a handler")
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
}
