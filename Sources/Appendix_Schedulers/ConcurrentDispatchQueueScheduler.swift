import Dispatch
import Foundation
import Step4_Sink

/// Runs work on a concurrent Dispatch queue: two actions may run at the same time, on two
/// threads. Operators that must keep events in order (`observe(on:)`, `delay`) queue them
/// themselves, so they stay in order on this scheduler too.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
  private let configuration: DispatchQueueConfiguration

  /// Makes a scheduler that runs its work on `queue`.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Makes a scheduler on the global queue of quality of service `qos`.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(queue: .global(qos: qos.qosClass), leeway: leeway)
  }

  /// The wall clock.
  public var now: RxTime { Date() }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    configuration.schedule(state, action: action)
  }

  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
