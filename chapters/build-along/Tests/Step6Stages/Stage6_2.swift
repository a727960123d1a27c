import Dispatch
import Foundation
import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("6.2 Many threads: a lock, a snapshot, and delivery outside the lock")
struct Stage6_2 {
  @Test("events sent from many threads at once all reach every subscriber")
  func sendsFromManyThreads() {
    for _ in 0..<20 {
      let subject = PublishSubject<Int>()
      let recorders = (0..<4).map { _ in EventRecorder<Int>() }
      for recorder in recorders { _ = subject.subscribe(recorder) }
      DispatchQueue.concurrentPerform(iterations: 200) { subject.on(.next($0)) }
      let counts = recorders.map { $0.events.count }
      #expect(counts == [200, 200, 200, 200])
      if counts != [200, 200, 200, 200] { break }
    }
  }

  @Test("subscribers joining and leaving on many threads while events are sent: the subject ends up empty")
  func subscribeAndDisposeFromManyThreads() {
    for _ in 0..<20 {
      let subject = PublishSubject<Int>()
      DispatchQueue.concurrentPerform(iterations: 64) { index in
        let subscription = subject.subscribe(EventRecorder<Int>())
        subject.on(.next(index))
        subscription.dispose()
      }
      #expect(!subject.hasObservers)
      let recorder = EventRecorder<Int>()
      _ = subject.subscribe(recorder)
      subject.on(.next(1))
      #expect(recorder.descriptions == ["next(1)"])
    }
  }

  @Test("of stop events sent from many threads at once, each subscriber hears exactly one")
  func oneStopFromManyThreads() {
    for _ in 0..<50 {
      let subject = PublishSubject<Int>()
      let recorder = EventRecorder<Int>()
      _ = subject.subscribe(recorder)
      onThreads(8) { index in
        subject.on(index.isMultiple(of: 2) ? .completed : .error(TestError()))
      }
      let count = recorder.events.count
      #expect(count == 1)
      if count != 1 { break }
    }
  }

  @Test("a stop event sent from another thread while the first is still being delivered reaches nobody")
  func stopDuringDeliveryIsDropped() {
    // The first subscriber's handler holds the completed's delivery open until another thread has
    // sent an error: the subject must remember its stop event before it delivers, not after.
    let subject = PublishSubject<Int>()
    let inHandler = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let first = EventRecorder<Int>()
    _ = subject.subscribe(
      AnyObserver(eventHandler: { event in
        first.on(event)
        if case .completed = event {
          inHandler.signal()
          _ = otherDone.wait(timeout: .now() + 5)  // a safety net only: the other thread returns at once
        }
      }))
    let second = EventRecorder<Int>()
    _ = subject.subscribe(second)
    Thread {
      inHandler.wait()
      subject.on(.error(TestError()))
      otherDone.signal()
    }.start()
    let finished = finishes { subject.on(.completed) }
    #expect(finished, "the completed's delivery never returned: the other thread's error waited for the subject's lock")
    guard finished else { return }
    #expect(first.descriptions == ["completed"])
    #expect(second.descriptions == ["completed"], "remember the stop event under the lock, before delivering it")
  }

  @Test("a handler still running on one thread holds up no subscribe and no send from another")
  func slowHandlerHoldsUpNobody() {
    // The handler keeps its thread until the other thread has subscribed and sent. With delivery
    // outside the lock that happens at once; with delivery under it, the other thread waits for
    // the handler, which waits for it, until the safety net below gives up.
    let subject = PublishSubject<Int>()
    let inHandler = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let waits = LockedList<Bool>()
    _ = subject.subscribe(
      AnyObserver(eventHandler: { event in
        guard event.element == 1 else { return }
        inHandler.signal()
        waits.append(otherDone.wait(timeout: .now() + 5) == .success)
      }))
    let other = Thread {
      inHandler.wait()
      _ = subject.subscribe(EventRecorder<Int>())
      subject.on(.next(2))
      otherDone.signal()
    }
    other.start()
    subject.on(.next(1))
    #expect(waits.items == [true], "the other thread's subscribe and send waited for the handler")
  }

  @Test(
    "an observer whose release disposes another subscription is let go without deadlock, on unsubscribe and on dispose()"
  )
  func releaseCallsBack() {
    let subject = PublishSubject<Int>()
    let other = subject.subscribe(EventRecorder<Int>())
    let subscription = subject.subscribe { [guardian = DisposeOnDeinit(other)] _ in
      withExtendedLifetime(guardian) {}
    }
    #expect(subject.hasObservers)
    // Releases the closure, whose guardian disposes `other` from its deinit; on a thread of its
    // own, so that a deadlock fails this rule instead of hanging the stage.
    let finished = finishes { subscription.dispose() }
    #expect(finished, "unsubscribing never returned: release the observer after unlocking")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(!subject.hasObservers)

    let third = subject.subscribe(EventRecorder<Int>())
    _ = subject.subscribe { [guardian = DisposeOnDeinit(third)] _ in
      withExtendedLifetime(guardian) {}
    }
    // Releases everyone at once; a deinit calls back into the disposed subject.
    let finishedAgain = finishes { subject.dispose() }
    #expect(finishedAgain, "dispose() never returned: release the observers after unlocking")
    guard finishedAgain else { return }  // the stuck thread holds the lock for good
    #expect(!subject.hasObservers)
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
    "while one thread sends and others subscribe and dispose, a subscriber that stays hears every event once, in order")
  func stayerHearsEverything() {
    let subject = PublishSubject<Int>()
    let stayer = EventRecorder<Int>()
    _ = subject.subscribe(stayer)
    let done = DispatchSemaphore(value: 0)
    let churn = Thread {
      DispatchQueue.concurrentPerform(iterations: 200) { _ in
        subject.subscribe(EventRecorder<Int>()).dispose()
      }
      done.signal()
    }
    churn.start()
    for value in 0..<2_000 { subject.on(.next(value)) }  // on this thread, while the others churn
    done.wait()
    subject.on(.completed)
    #expect(stayer.events.compactMap(\.element) == Array(0..<2_000))
    #expect(stayer.descriptions.last == "completed")
    #expect(!subject.hasObservers)
  }
}

/// Disposes its target when it is released: an observer's capture that calls back into a subject.
private final class DisposeOnDeinit: @unchecked Sendable {
  private let target: any Disposable

  init(_ target: any Disposable) {
    self.target = target
  }

  deinit {
    target.dispose()
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
