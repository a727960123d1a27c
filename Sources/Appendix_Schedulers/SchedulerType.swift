import Dispatch
import Foundation
import Step4_Sink

/// A span of time, as RxSwift 6 spells it: `.seconds(2)`, `.milliseconds(250)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as a scheduler's clock reads it.
public typealias RxTime = Date

// snippet: immediate-scheduler-type
/// Something that runs work: now, later, here or on another thread, as the scheduler decides.
///
/// The work is a closure with a state passed in, so that a caller can schedule without capturing
/// (RxSwift's sinks pass themselves). What the action returns is disposed with the schedule.
public protocol ImmediateSchedulerType {
  /// Runs `action` with `state` as soon as this scheduler can; disposing the result cancels it if
  /// it has not started.
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
}
// snippet: end

// snippet: scheduler-type
/// A scheduler that also knows the time, so it can run work later and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's clock: the wall clock for Dispatch, the virtual clock in tests.
  var now: RxTime { get }

  /// Runs `action` with `state` once `dueTime` has passed.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable

  /// Runs `action` after `startAfter`, then every `period`, each time with the state the last run
  /// returned, until the result is disposed.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable
}
// snippet: end

extension SchedulerType {
  /// Periodic work built from `scheduleRelative`: each tick schedules the next one, then runs the
  /// action, as RxSwift's does, so that at one virtual time the tick comes before the work the
  /// action scheduled. Schedulers with a repeating timer of their own (Dispatch) replace it;
  /// virtual time uses it as it is.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    let pending = PendingWork()
    let lock = NSLock()
    var ticksWaiting = 0  // ticks whose action has not finished; guarded by `lock`
    var current = state  // only the one action running at a time touches it

    // Runs never overlap: a tick that comes while the action runs leaves it to run again after.
    func runAction() {
      current = action(current)
      let again = lock.withLock {
        ticksWaiting -= 1
        return ticksWaiting > 0
      }
      if again {
        pending.add(runAction) { job in
          schedule(()) { _ in
            job()
            return Disposables.create()
          }
        }
      }
    }

    func tick(after delay: RxTimeInterval) {
      pending.add {
        tick(after: period)  // the next tick first
        let idle = lock.withLock {
          ticksWaiting += 1
          return ticksWaiting == 1
        }
        if idle { runAction() }
      } scheduling: { job in
        scheduleRelative((), dueTime: delay) { _ in
          job()
          return Disposables.create()
        }
      }
    }
    tick(after: startAfter)
    return pending
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinity.
  var seconds: Double {
    switch self {
    case .seconds(let value): Double(value)
    case .milliseconds(let value): Double(value) / 1_000
    case .microseconds(let value): Double(value) / 1_000_000
    case .nanoseconds(let value): Double(value) / 1_000_000_000
    case .never: .infinity
    @unknown default: .infinity
    }
  }

  /// An interval of `seconds`, to the nanosecond; negative values count as zero.
  static func from(seconds: Double) -> DispatchTimeInterval {
    .nanoseconds(Int((max(seconds, 0) * 1_000_000_000).rounded()))
  }
}

extension Date {
  /// This date moved by `interval`.
  func adding(_ interval: RxTimeInterval) -> Date {
    addingTimeInterval(interval.seconds)
  }
}
