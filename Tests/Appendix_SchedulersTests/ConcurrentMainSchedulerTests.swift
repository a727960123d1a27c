import Appendix_Schedulers
import Dispatch
import Foundation
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `ConcurrentMainScheduler` on the main queue, which `swift test` on Linux drains on a thread of
/// its own (see the concurrency appendix's MainSchedulerTests). "Main" means the main queue.
@Suite("ConcurrentMainScheduler: the main queue, inline whenever already there")
struct ConcurrentMainSchedulerTests {
  /// Returns once everything the main queue held when it was called has run.
  func drainMainQueue() async {
    await MainActor.run {}
  }

  @Test("scheduled from another thread, the action runs later, on the main queue")
  func fromBackground() async {
    let log = LockedList<String>()
    #expect(!MainScheduler.isMain)
    // The main queue is held busy until the test has scheduled and logged: the action cannot run
    // at once on this thread, nor overtake the log line on the main queue's.
    let gate = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { gate.wait() }
    _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
      log.append(MainScheduler.isMain ? "main" : "elsewhere")
      return Disposables.create()
    }
    log.append("after schedule")
    gate.signal()
    await drainMainQueue()
    #expect(log.items == ["after schedule", "main"])
  }

  @Test("an action scheduled by a running action runs at once, where MainScheduler would queue it")
  func nestedRunsAtOnce() async {
    let log = LockedList<String>()
    await MainActor.run {
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
          log.append("inner")
          return Disposables.create()
        }
        log.append("outer done")
        return Disposables.create()
      }
      log.append("after schedule")
    }
    #expect(log.items == ["inner", "outer done", "after schedule"])
  }

  @Test("disposing an action that waits in the main queue keeps it from running")
  func disposeBeforeRun() async {
    let log = LockedList<String>()
    // With a blocked item ahead of it in the serial main queue, the action cannot run before it
    // is disposed, however the threads are scheduled.
    let gate = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { gate.wait() }
    let pending = ConcurrentMainScheduler.instance.schedule(()) { _ in
      log.append("ran")
      return Disposables.create()
    }
    pending.dispose()
    gate.signal()
    await drainMainQueue()
    #expect(log.items.isEmpty)
  }

  @Test("later and periodic work run on the main queue, through MainScheduler")
  func laterWork() async {
    let log = LockedList<String>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
        log.append("relative on \(MainScheduler.isMain ? "main" : "other")")
        continuation.resume()
        return Disposables.create()
      }
    }
    let ticks = LockedList<any Disposable>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      ticks.append(
        ConcurrentMainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
          count in
          log.append("tick \(count) on \(MainScheduler.isMain ? "main" : "other")")
          if count == 1 { continuation.resume() }
          return count + 1
        })
    }
    ticks.items.forEach { $0.dispose() }
    #expect(Array(log.items.prefix(3)) == ["relative on main", "tick 0 on main", "tick 1 on main"])
  }

  @Test("subscribe(on: ConcurrentMainScheduler.instance) makes the subscription on the main queue")
  func subscribeOn() async {
    let log = LockedList<String>()
    let subscriptions = LockedList<any Disposable>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let source = Observable<Int>.create { observer in
        log.append("subscribed on \(MainScheduler.isMain ? "main" : "other")")
        observer.onCompleted()
        return Disposables.create()
      }
      subscriptions.append(
        source.subscribe(on: ConcurrentMainScheduler.instance).subscribe(onCompleted: {
          continuation.resume()
        }))
    }
    #expect(log.items == ["subscribed on main"])
  }
}
