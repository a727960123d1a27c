import Appendix_Concurrency
import Appendix_Schedulers
import Dispatch
import Foundation
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// Returns once everything the main queue held when it was called has run: the main actor's
/// jobs go through the same queue, in order.
func drainMainQueue() async {
  await MainActor.run {}
}

@Suite("MainScheduler: the main queue, inline when already there")
struct MainSchedulerTests {
  // "Main" means the main queue: under `swift test` on Linux the process's first thread calls
  // `dispatchMain()` and another thread drains the main queue, so `Thread.isMainThread` is false there.
  @Test("scheduled from another thread, the action runs later, on the main queue")
  func fromBackground() async {
    let scheduler = MainScheduler()
    let log = LockedList<String>()
    #expect(!MainScheduler.isMain)
    _ = scheduler.schedule(()) { _ in
      log.append(MainScheduler.isMain ? "main" : "elsewhere")
      return Disposables.create()
    }
    await drainMainQueue()
    #expect(log.items == ["main"])
  }

  @Test("a queue that targets the main queue counts as the main queue, and another queue does not")
  func targetQueue() async {
    let log = LockedList<String>()
    for queue in [DispatchQueue(label: "targets main", target: .main), DispatchQueue(label: "its own")] {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        queue.async {
          log.append("\(queue.label): \(MainScheduler.isMain)")
          continuation.resume()
        }
      }
    }
    #expect(log.items == ["targets main: true", "its own: false"])
  }

  @Test("scheduled on the main queue with nothing waiting, the action runs at once")
  @MainActor
  func inline() {
    let scheduler = MainScheduler()
    let log = LockedList<String>()
    _ = scheduler.schedule(()) { _ in
      log.append("action")
      return Disposables.create()
    }
    log.append("after schedule")
    #expect(log.items == ["action", "after schedule"])
  }

  @Test("an action scheduled by a running action waits in the main queue for its turn")
  func nestedWaits() async {
    let scheduler = MainScheduler()
    let log = LockedList<String>()
    await MainActor.run {
      _ = scheduler.schedule(()) { _ in
        _ = scheduler.schedule(()) { _ in
          log.append("inner")
          return Disposables.create()
        }
        log.append("outer done")
        return Disposables.create()
      }
      log.append("after schedule")
    }
    await drainMainQueue()
    #expect(log.items == ["outer done", "after schedule", "inner"])
  }

  @Test("disposing an action that waits in the main queue keeps it from running")
  func disposeBeforeRun() async {
    let scheduler = MainScheduler()
    let log = LockedList<String>()
    // The main queue is serial and first in, first out: with a blocked item ahead of it, the
    // action cannot run before it is disposed, however the threads are scheduled.
    let gate = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { gate.wait() }
    let pending = scheduler.schedule(()) { _ in
      log.append("ran")
      return Disposables.create()
    }
    pending.dispose()
    gate.signal()
    await drainMainQueue()
    #expect(log.items.isEmpty)
  }

  @Test("observe(on: MainScheduler.instance) delivers every event on the main queue, in order")
  func observeOn() async {
    let log = LockedList<String>()
    let box = LockedList<any Disposable>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      box.append(
        Observable.from(1...3).observe(on: MainScheduler.instance).subscribe { event in
          log.append("\(event) on \(MainScheduler.isMain ? "main" : "other")")
          if event.isStopEvent { continuation.resume() }
        })
    }
    #expect(log.items == ["next(1) on main", "next(2) on main", "next(3) on main", "completed on main"])
  }

  @Test("a loop over values in a main-actor task resumes on the main queue for every element")
  @MainActor
  func valuesOnMainActor() async throws {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    DispatchQueue.global().async {
      for n in 1...3 { subject.onNext(n) }  // sent from another thread
      subject.onCompleted()
    }
    var seen: [String] = []
    for try await value in stream {
      seen.append("\(value) on \(MainScheduler.isMain ? "main" : "other")")
    }
    #expect(seen == ["1 on main", "2 on main", "3 on main"])
  }

  @Test("subscribe(onMainActor:) hands every event to a main-actor handler")
  func onMainActor() async {
    let events = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
      let box = LockedList<any Disposable>()
      var seen: [String] = []  // main-actor state, touched only by the handler
      box.append(
        Observable.from(1...2).subscribe(onMainActor: { event in
          MainActor.preconditionIsolated()
          seen.append("\(event)")
          if event.isStopEvent { continuation.resume(returning: seen) }
        }))
    }
    #expect(events == ["next(1)", "next(2)", "completed"])
  }
}

/// What `MainScheduler` is, and the checks it offers, as in RxSwift.
@Suite("MainScheduler: a serial Dispatch scheduler, and its checks")
struct MainSchedulerShapeTests {
  @Test("MainScheduler is a SerialDispatchQueueScheduler: code that keeps a serial scheduler can keep it")
  func isASerialScheduler() {
    let serial: SerialDispatchQueueScheduler = MainScheduler.instance
    let alsoSerial: SerialDispatchQueueScheduler = MainScheduler.asyncInstance
    #expect(serial is MainScheduler)
    #expect(!(alsoSerial is MainScheduler))  // asyncInstance never runs work inline
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("ensureExecutingOnScheduler stops a program that is not on the main queue")
    func ensureExecutingOnScheduler() async {
      await #expect(processExitsWith: .failure) {
        MainScheduler.ensureExecutingOnScheduler()
      }
    }
  #endif

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test(
      "ensureRunningOnMainThread stops a program off the main thread, except on Linux, where RxSwift compiles it out")
    func ensureRunningOnMainThread() async {
      #if os(Linux)
        let expected = ExitTest.Condition.success  // RxSwift's check is `#if !os(Linux)`
      #else
        let expected = ExitTest.Condition.failure
      #endif
      await #expect(processExitsWith: expected) {
        let done = DispatchSemaphore(value: 0)
        Thread {
          MainScheduler.ensureRunningOnMainThread()
          done.signal()
        }.start()
        done.wait()
      }
    }
  #endif
}
