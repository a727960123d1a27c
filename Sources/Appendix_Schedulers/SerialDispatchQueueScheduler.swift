import Dispatch
import Foundation
import Step4_Sink

// snippet: serial-dispatch-queue-scheduler
/// Runs work on a serial Dispatch queue: one action at a time, in the order scheduled, on
/// whichever thread Dispatch picks. The queue is the scheduler's own, so nothing else runs on it.
///
/// Not final, as in RxSwift: ``MainScheduler`` is one, on the main queue. `@unchecked Sendable`
/// because a class that can be subclassed cannot be checked; its one stored `let` is `Sendable`.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  let configuration: DispatchQueueConfiguration

  /// Makes a scheduler on `serialQueue` itself, which must be serial: the main queue, for
  /// ``MainScheduler``. Internal, as in RxSwift, since nothing can check that a queue is serial.
  init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Makes a scheduler with a new serial queue called `internalSerialQueueName`, which runs its
  /// work on `queue` (a serial queue in front of a concurrent one is still serial).
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
  }

  /// Makes a scheduler with a new serial queue called `internalSerialQueueName`, which
  /// `serialQueueConfiguration`, if given, may set up (a specific key, a target) before any work
  /// runs on it.
  public convenience init(
    internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Makes a scheduler with a new serial queue on the global queue of quality of service `qos`.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      queue: .global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
      leeway: leeway)
  }

  /// The wall clock.
  public var now: RxTime { Date() }

  public final func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  )
    -> any Disposable
  {
    scheduleInternal(state, action: action)
  }

  /// What `schedule` does; ``MainScheduler`` overrides it to run at once when it can.
  func scheduleInternal<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  )
    -> any Disposable
  {
    configuration.schedule(state, action: action)
  }

  public final func scheduleRelative<StateType>(
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
