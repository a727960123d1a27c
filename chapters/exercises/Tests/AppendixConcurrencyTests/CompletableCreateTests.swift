import ExerciseSupport
import Foundation
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

@testable import AppendixConcurrency

/// A gate a task waits at until another opens it; opening before the wait is remembered. The
/// wait gives up after `patience` seconds, so that work that never finishes fails its test instead
/// of hanging the run.
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = false
  private var waiter: CheckedContinuation<Void, Never>?

  /// Waits until the gate is open, at most `patience` seconds; says whether it opened.
  func wait() async -> Bool {
    let opened: Void? = try? await result {
      await withCheckedContinuation { continuation in
        let resumeNow = self.lock.withLock {
          if self.isOpen { return true }
          self.waiter = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    }
    return opened != nil
  }

  func open() {
    let waiter = lock.withLock {
      isOpen = true
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume()
  }
}

@Suite("Appendix: Rx meets Swift concurrency, exercise 1: Completable.create(work:)")
struct CompletableCreateTests {
  @Test("the Completable runs the work, then completes")
  func completesAfterWork() async {
    let stopped = Gate()
    let log = LockedList<String>()
    let completable = Completable.create(work: { log.append("work") })
    _ = completable.subscribe { event in
      log.append("\(event)")
      stopped.open()
    }
    #expect(await stopped.wait(), "the Completable did not complete within 5 s")
    #expect(log.items == ["work", "completed"])
  }

  @Test("the Completable fails with what the work throws")
  func failsWithError() async {
    let stopped = Gate()
    let log = LockedList<String>()
    let completable = Completable.create(work: { throw TestError() })
    _ = completable.subscribe { event in
      log.append("\(event)")
      stopped.open()
    }
    #expect(await stopped.wait(), "the Completable did not fail within 5 s")
    #expect(log.items == ["error(TestError)"])
  }

  @Test("disposing the subscription cancels the task that runs the work")
  func disposeCancels() async {
    let log = LockedList<String>()
    let started = Gate()
    let finished = Gate()
    let completable = Completable.create(work: {
      log.append("started")
      started.open()
      // Suspends until the task is cancelled: a stream that never yields ends then.
      let (stream, continuation) = AsyncStream<Never>.makeStream()
      for await _ in stream {}
      withExtendedLifetime(continuation) {}
      log.append(Task.isCancelled ? "cancelled" : "not cancelled")
      finished.open()
    })
    let subscription = completable.subscribe { event in
      log.append("\(event)")
      started.open()
      finished.open()
    }
    #expect(await started.wait(), "the work did not start within 5 s")
    subscription.dispose()
    #expect(await finished.wait(), "the work was not cancelled within 5 s of the dispose")
    #expect(log.items == ["started", "cancelled"])
  }
}
