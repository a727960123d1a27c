import Appendix_Schedulers
import Dispatch
import Foundation
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Step7_Traits
import Synchronization
import Testing

/// The Dispatch schedulers with real threads. Nothing here sleeps: each test waits on a semaphore
/// or a group, with a timeout, for the outcome it needs; "nothing more happens" is checked by
/// blocking the serial queue, or by a probe scheduled after the work that must not run.
/// Serialized: some tests block a Dispatch worker thread on purpose, and several at once would
/// leave the others waiting for Dispatch to start more workers.
@Suite("Dispatch schedulers on real threads", .serialized)
struct DispatchSchedulerTests {
  /// A serial scheduler whose queue runs on `target`, which carries `marker`, so that a test can
  /// ask whether it is running on the scheduler's queue.
  static func markedSerialScheduler() -> (SerialDispatchQueueScheduler, DispatchSpecificKey<Int>) {
    let marker = DispatchSpecificKey<Int>()
    let target = DispatchQueue(label: "test.target")
    target.setSpecific(key: marker, value: 1)
    return (SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "test.serial"), marker)
  }

  /// Blocks `scheduler`'s serial queue until the returned closure is called.
  static func block(_ scheduler: SerialDispatchQueueScheduler) -> @Sendable () -> Void {
    let blocked = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      blocked.signal()
      release.wait()
      return Disposables.create()
    }
    blocked.wait()
    return { release.signal() }
  }

  /// Waits until everything scheduled on `scheduler` so far has run.
  static func drain(_ scheduler: SerialDispatchQueueScheduler) -> Bool {
    let done = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      done.signal()
      return Disposables.create()
    }
    return done.wait(timeout: .now() + patience) == .success
  }

  @Test(
    "internalSerialQueueName: serialQueueConfiguration sets up the new queue once, before any work, and the work runs on it"
  )
  func serialQueueConfiguration() {
    let marker = DispatchSpecificKey<Int>()
    var configured: [String] = []
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "test.configured",
      serialQueueConfiguration: { queue in
        configured.append(queue.label)
        queue.setSpecific(key: marker, value: 7)
      })
    #expect(configured == ["test.configured"])
    let ran = DispatchSemaphore(value: 0)
    let seen = LockedList<Int?>()
    _ = scheduler.schedule(()) { _ in
      seen.append(DispatchQueue.getSpecific(key: marker))
      ran.signal()
      return Disposables.create()
    }
    #expect(ran.wait(timeout: .now() + 5) == .success)
    #expect(seen.items == [7])
  }

  @Test("a serial scheduler runs its work one job at a time, in the order scheduled")
  func serialOrder() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let running = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let order = Collected<Int>()
    let done = DispatchGroup()
    for index in 0..<1_000 {
      done.enter()
      _ = scheduler.schedule(index) { index in
        if running.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
          overlaps.add(1, ordering: .relaxed)
        }
        order.append(index)
        running.subtract(1, ordering: .acquiringAndReleasing)
        done.leave()
        return Disposables.create()
      }
    }
    #expect(done.wait(timeout: .now() + patience) == .success)
    #expect(overlaps.load(ordering: .relaxed) == 0)
    #expect(order.all == Array(0..<1_000))
  }

  @Test("work disposed while the serial queue is busy never runs")
  func disposedBeforeItRuns() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let ran = Collected<String>()
    let release = Self.block(scheduler)
    let now = scheduler.schedule(()) { _ in
      ran.append("schedule")
      return Disposables.create()
    }
    let later = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      ran.append("scheduleRelative")
      return Disposables.create()
    }
    now.dispose()
    later.dispose()
    release()
    #expect(Self.drain(scheduler))
    #expect(ran.all.isEmpty)
  }

  @Test("observe(on:) delivers every event on the scheduler's queue, in the order sent")
  func observeOnSerialQueue() {
    let (scheduler, marker) = Self.markedSerialScheduler()
    let received = Collected<Int>()
    let offQueue = Atomic<Int>(0)
    let completed = DispatchSemaphore(value: 0)
    _ = Observable.from(0..<1_000)
      .observe(on: scheduler)
      .subscribe(
        onNext: { value in
          if DispatchQueue.getSpecific(key: marker) == nil { offQueue.add(1, ordering: .relaxed) }
          received.append(value)
        },
        onCompleted: { completed.signal() })
    #expect(completed.wait(timeout: .now() + patience) == .success)
    #expect(received.all == Array(0..<1_000))
    #expect(offQueue.load(ordering: .relaxed) == 0)
  }

  @Test("observe(on:) on a concurrent scheduler keeps the order of 10,000 events")
  func observeOnConcurrentKeepsOrder() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let received = Collected<Int>()
    let completed = DispatchSemaphore(value: 0)
    let subject = PublishSubject<Int>()
    _ = subject.observe(on: scheduler).subscribe(onNext: received.append, onCompleted: { completed.signal() })
    for value in 0..<10_000 {
      subject.on(.next(value))
    }
    subject.on(.completed)
    #expect(completed.wait(timeout: .now() + patience) == .success)
    #expect(received.all == Array(0..<10_000))
  }

  @Test("once an observe(on:) subscription is disposed, nothing more is delivered")
  func observeOnNothingAfterDispose() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let received = Collected<Int>()
    let subscription = SingleAssignmentDisposable()
    let subject = PublishSubject<Int>()
    let disposed = DispatchSemaphore(value: 0)
    subscription.setDisposable(
      subject.observe(on: scheduler).subscribe(onNext: { value in
        received.append(value)
        if value == 10 {
          subscription.dispose()  // on the scheduler, in the middle of the queue
          disposed.signal()
        }
      }))
    for value in 0..<1_000 {
      subject.on(.next(value))
    }
    #expect(disposed.wait(timeout: .now() + patience) == .success)
    #expect(Self.drain(scheduler))  // a step still scheduled would have run by now
    #expect(received.all == Array(0...10))
  }

  @Test("delay on a concurrent scheduler keeps the order of the elements")
  func delayKeepsOrder() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let received = Collected<Int>()
    let completed = DispatchSemaphore(value: 0)
    _ = Observable.from(0..<1_000)
      .delay(.milliseconds(5), scheduler: scheduler)
      .subscribe(onNext: received.append, onCompleted: { completed.signal() })
    #expect(completed.wait(timeout: .now() + patience) == .success)
    #expect(received.all == Array(0..<1_000))
  }

  @Test("disposing a delayed subscription cancels the elements still waiting")
  func delayDisposeCancels() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let received = Collected<Int>()
    let release = Self.block(scheduler)  // the timer cannot deliver while the queue is blocked
    let subscription = Observable.of(1, 2, 3)
      .delay(.milliseconds(1), scheduler: scheduler)
      .subscribe(onNext: received.append)
    subscription.dispose()
    release()
    #expect(Self.drain(scheduler))
    #expect(received.all.isEmpty)
  }

  @Test("interval on a serial scheduler ticks 0, 1, 2, and stops when disposed")
  func intervalStops() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let received = Collected<Int>()
    let subscription = SingleAssignmentDisposable()
    let third = DispatchSemaphore(value: 0)
    let release = Self.block(scheduler)  // no tick before the subscription is in `subscription`
    subscription.setDisposable(
      Observable<Int>.interval(.milliseconds(2), scheduler: scheduler).subscribe(onNext: { count in
        received.append(count)
        if count == 2 {
          subscription.dispose()
          third.signal()
        }
      }))
    release()
    #expect(third.wait(timeout: .now() + patience) == .success)
    // A probe due well after the next tick would have been: by then, nothing more has arrived.
    let probe = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      probe.signal()
      return Disposables.create()
    }
    #expect(probe.wait(timeout: .now() + patience) == .success)
    #expect(received.all == [0, 1, 2])
  }

  @Test("subscribe(on:) makes the subscription on the scheduler's queue")
  func subscribeOnQueue() {
    let (scheduler, marker) = Self.markedSerialScheduler()
    let onQueue = Collected<Bool>()
    let completed = DispatchSemaphore(value: 0)
    let source = Observable<Int>.create { observer in
      onQueue.append(DispatchQueue.getSpecific(key: marker) != nil)
      observer.on(.completed)
      return Disposables.create()
    }
    _ = source.subscribe(on: scheduler).subscribe(onCompleted: { completed.signal() })
    #expect(completed.wait(timeout: .now() + patience) == .success)
    #expect(onQueue.all == [true])
  }

  @Test("from(_:scheduler:) on a serial scheduler sends every element in order, then completes")
  func fromOnSerialScheduler() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let received = Collected<Int>()
    let completed = DispatchSemaphore(value: 0)
    _ = Observable.from(0..<1_000, scheduler: scheduler)
      .subscribe(onNext: received.append, onCompleted: { completed.signal() })
    #expect(completed.wait(timeout: .now() + patience) == .success)
    #expect(received.all == Array(0..<1_000))
  }

  @Test("from(1..., scheduler:) on a serial scheduler stops between two elements when disposed")
  func endlessFromStops() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    // The queue is held until the subscription has been handed to `subscription`: otherwise the
    // source could reach 100, and go on past it, before there is anything for dispose() to stop.
    let release = Self.block(scheduler)
    let received = Collected<Int>()
    let subscription = SingleAssignmentDisposable()
    let hundredth = DispatchSemaphore(value: 0)
    subscription.setDisposable(
      Observable.from(1..., scheduler: scheduler).subscribe(onNext: { value in
        received.append(value)
        if value == 100 {
          subscription.dispose()
          hundredth.signal()
        }
      }))
    release()
    #expect(hundredth.wait(timeout: .now() + patience) == .success)
    #expect(Self.drain(scheduler))  // a step still queued would run before this probe
    #expect(received.all == Array(1...100))
  }
}
