import Foundation
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

@testable import AppendixConcurrency

/// A gate a task waits at until another opens it; opening before the wait is remembered.
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = false
  private var waiter: CheckedContinuation<Void, Never>?

  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = lock.withLock {
        if isOpen { return true }
        waiter = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
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
    await stopped.wait()
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
    await stopped.wait()
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
    await started.wait()
    subscription.dispose()
    await finished.wait()
    #expect(log.items == ["started", "cancelled"])
  }
}
