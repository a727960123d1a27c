import Dispatch
import Foundation
import Step4_Sink

// snippet: serial-dispatch-queue-scheduler
/// Runs work on a serial Dispatch queue: one action at a time, in the order scheduled, on
/// whichever thread Dispatch picks. The queue is the scheduler's own, so nothing else runs on it.
public final class SerialDispatchQueueScheduler: SchedulerType, Sendable {
  private let configuration: DispatchQueueConfiguration

  /// Makes a scheduler with a new serial queue called `internalSerialQueueName`, which runs its
  /// work on `queue` (a serial queue in front of a concurrent one is still serial).
  public init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    let serialQueue = DispatchQueue(label: internalSerialQueueName, target: queue)
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Makes a scheduler with a new serial queue called `internalSerialQueueName`.
  public convenience init(internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(queue: .global(), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
  }

  /// Makes a scheduler with a new serial queue on the global queue of quality of service `qos`.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(queue: .global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
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
// snippet: end
