import Dispatch
import Foundation
import Step4_Sink
import Step7_Traits

/// Runs work on the main queue, and at once whenever called there, even from inside another
/// action: the scheduler for `subscribe(on:)`, where making a subscription on the main queue is
/// what counts, and no order with other work has to be kept. To deliver events on the main
/// queue, in order, use ``MainScheduler`` with `observe(on:)`.
///
/// Later work (`scheduleRelative`, `schedulePeriodic`) goes through ``MainScheduler``, as in
/// RxSwift.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
  private let mainScheduler: MainScheduler
  private let mainQueue: DispatchQueue

  private init(mainScheduler: MainScheduler) {
    mainQueue = .main
    self.mainScheduler = mainScheduler
  }

  /// The one concurrent main scheduler.
  public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

  /// The wall clock.
  public var now: RxTime { mainScheduler.now }

  /// Runs `action` at once on the main queue, or queues it there from anywhere else.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if MainScheduler.isMain {
      return action(state)
    }
    let cancel = SingleAssignmentDisposable()
    // The action runs once, on the main queue; Dispatch only needs to carry it there.
    let work = Unchecked(value: { action(state) })
    mainQueue.async {
      if cancel.isDisposed { return }
      cancel.setDisposable(work.value())
    }
    return cancel
  }

  /// Runs `action` on the main queue once `dueTime` has passed, through ``MainScheduler``.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue every `period`, through ``MainScheduler``.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
