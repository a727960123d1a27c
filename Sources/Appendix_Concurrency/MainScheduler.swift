import Appendix_Schedulers
import Dispatch
import Foundation
import Step4_Sink
import Step7_Traits

// snippet: main-scheduler
/// Runs work on the main queue, and at once when called on the main queue with nothing of its
/// own waiting there, as RxSwift's does: the scheduler for work that must touch the UI.
public final class MainScheduler: SchedulerType, Sendable {
  /// How many actions are scheduled and not finished; work runs inline only when it is zero, so
  /// that an action never overtakes one already waiting in the main queue.
  private let numberEnqueued = AtomicInt(0)
  // Timed work goes through a serial queue that targets the main queue.
  private let timed = SerialDispatchQueueScheduler(queue: .main, internalSerialQueueName: "rx.main.timed")

  /// Makes a scheduler on the main queue; most code uses `instance`.
  public init() {}

  /// The one main scheduler.
  public static let instance = MainScheduler()

  /// A scheduler on the main queue that never runs work inline, even on the main queue.
  public static let asyncInstance = SerialDispatchQueueScheduler(queue: .main, internalSerialQueueName: "rx.main.async")

  /// Whether the caller runs on the main queue (or a queue that targets it).
  public static var isMain: Bool {
    DispatchQueue.getSpecific(key: mainKey) != nil
  }

  /// Stops the program unless it runs on the main queue.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    if !isMain {
      fatalError(errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule`.")
    }
  }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    let previousNumberEnqueued = numberEnqueued.increment()
    if Self.isMain, previousNumberEnqueued == 0 {
      let disposable = action(state)
      numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
      return disposable
    }

    let cancel = SingleAssignmentDisposable()
    // The action runs once, on the main queue; Dispatch only needs to carry it there.
    let work = Unchecked(value: { action(state) })
    DispatchQueue.main.async {
      if !cancel.isDisposed {
        cancel.setDisposable(work.value())
      }
      self.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
    }
    return cancel
  }

  /// The wall clock.
  public var now: RxTime { Date() }

  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    timed.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    timed.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
// snippet: end

/// Marks the main queue, so that `getSpecific` answers "am I on it?" from any queue that targets it.
private let mainKey: DispatchSpecificKey<Void> = {
  let key = DispatchSpecificKey<Void>()
  DispatchQueue.main.setSpecific(key: key, value: ())
  return key
}()
