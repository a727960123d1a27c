import Dispatch
import Foundation
import Step4_Sink
import Step7_Traits

/// A value handed to Dispatch, which wants `Sendable` closures, although the compiler cannot
/// prove it safe to share. RxSwift's closures and states predate `Sendable`; what makes sharing
/// them safe is the Rx contract (one event at a time) and the locks in the sinks, not the types.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}

// snippet: dispatch-queue-configuration
/// The three kinds of scheduling, done on a Dispatch queue; both Dispatch schedulers use it.
struct DispatchQueueConfiguration: Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    let cancel = SingleAssignmentDisposable()
    let work = Unchecked(value: { action(state) })
    queue.async {
      if cancel.isDisposed { return }  // disposed while it waited in the queue
      cancel.setDisposable(work.value())
    }
    return cancel
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    // what the action returns, disposed with the schedule
    let result = SingleAssignmentDisposable()
    let timer = TimerWork(queue: queue) { result.setDisposable(action(state)) }
    timer.start(deadline: .now() + dueTime, repeating: .never, leeway: leeway, once: true)
    return Disposables.create {
      timer.cancel()
      result.dispose()
    }
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    // A timer's handler never runs twice at once, so the state needs no lock.
    var current = state
    let timer = TimerWork(queue: queue) { current = action(current) }
    timer.start(deadline: .now() + startAfter, repeating: period, leeway: leeway, once: false)
    return Disposables.create { timer.cancel() }
  }
}
// snippet: end

// snippet: timer-work
/// A `DispatchSourceTimer` and the work it runs. Cancelling drops the work at once, and with it
/// everything the work captured (a sink, its observer, …): Dispatch lets go of a cancelled
/// timer's handler only later, on its queue, and a `DispatchWorkItem` given to `asyncAfter` is
/// kept until its deadline even when cancelled, so neither may hold the work itself.
final class TimerWork: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`; both are nil once cancelled.
  private var work: (() -> Void)?
  private var timer: (any DispatchSourceTimer)?

  init(queue: DispatchQueue, work: @escaping () -> Void) {
    self.work = work
    self.timer = DispatchSource.makeTimerSource(queue: queue)
  }

  /// Arms the timer; with `once`, it is cancelled as its work starts. Until it is cancelled, the
  /// timer's handler keeps this object alive, so work whose disposable nobody keeps still runs.
  func start(
    deadline: DispatchTime, repeating: DispatchTimeInterval, leeway: DispatchTimeInterval,
    once: Bool
  ) {
    guard let timer = lock.withLock({ timer }) else { return }
    timer.schedule(deadline: deadline, repeating: repeating, leeway: leeway)
    timer.setEventHandler {
      self.fire(once: once)
    }
    timer.resume()
  }

  private func fire(once: Bool) {
    let work = lock.withLock { self.work }
    if once { cancel() }
    work?()  // outside the lock: the work may cancel its own timer
  }

  /// Stops the timer and lets go of the work; the work never starts after this returns.
  func cancel() {
    let (work, timer) = lock.withLock {
      defer {
        self.work = nil
        self.timer = nil
      }
      return (self.work, self.timer)
    }
    timer?.cancel()
    withExtendedLifetime(work) {}  // released here, outside the lock
  }
}
// snippet: end
