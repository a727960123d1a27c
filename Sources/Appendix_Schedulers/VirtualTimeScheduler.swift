import Foundation
import Step4_Sink
import Step7_Traits

// snippet: virtual-time-scheduler
/// A scheduler whose clock is a number that moves only when the scheduler runs its work: each
/// action runs at its due time, and the clock jumps straight from one due time to the next. A
/// test of `delay(.seconds(30))` takes microseconds, and gives the same result every time.
///
/// The clock counts ticks; `resolution` says how many seconds a tick stands for (1 by default),
/// for the operators that ask for `now` or pass an `RxTimeInterval`. Single-threaded: schedule,
/// start and advance it from one thread.
open class VirtualTimeScheduler: SchedulerType {
  /// The virtual clock, in ticks.
  public private(set) var clock: Int
  /// Seconds per tick.
  public let resolution: Double

  // Ordered by time, then by `id`: items due at the same tick run in the order they were scheduled.
  private var queue = PriorityQueue<(time: Int, id: Int, item: ScheduledItem)> { left, right in
    left.time < right.time || (left.time == right.time && left.id < right.id)
  }
  private var nextId = 0
  private var isRunning = false

  /// Makes a scheduler whose clock reads `initialClock`, with nothing scheduled.
  public init(initialClock: Int, resolution: Double = 1) {
    self.clock = initialClock
    self.resolution = resolution
  }

  /// The virtual clock as a date: `clock × resolution` seconds after 1970.
  public var now: RxTime {
    Date(timeIntervalSince1970: Double(clock) * resolution)
  }
  // snippet: end

  /// Runs `action` as soon as possible: at the current tick (or later, see `adjustScheduledTime`).
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Runs `action` once `dueTime` has passed on the virtual clock.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let ticks = dueTime.seconds / resolution
    let time = ticks >= Double(Int.max - clock) ? Int.max : clock + Int(ticks.rounded())
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
  }

  /// Runs `action` `dueTime` ticks from now.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: Int, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
  }

  // snippet: virtual-time-run
  /// Runs `action` when the clock reads `time`. Work due at the same tick runs in the order it was
  /// scheduled.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: Int, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let item = ScheduledItem(state: state, action: action)
    queue.enqueue((time, nextId, item))
    nextId += 1
    return item
  }

  /// Where subclasses move work scheduled for a time; `TestScheduler` moves work due now to the
  /// next tick. This base class leaves the time as it is.
  open func adjustScheduledTime(_ time: Int) -> Int {
    time
  }

  /// Runs everything scheduled, in time order, moving the clock to each item's time, until
  /// nothing is left or `stop()` is called. Work scheduled while it runs is run too.
  public func start() {
    run(until: nil)
  }

  /// Runs everything due up to `time`, then sets the clock to `time`.
  public func advanceTo(_ time: Int) {
    precondition(time >= clock, "virtual time cannot go back")
    run(until: time)
    clock = time
  }

  /// Stops `start()` or `advanceTo(_:)` after the action that is running.
  public func stop() {
    isRunning = false
  }

  private func run(until limit: Int?) {
    precondition(!isRunning, "the scheduler is already running")
    isRunning = true
    defer { isRunning = false }
    while isRunning, let next = queue.peek() {
      if let limit, next.time > limit { break }
      _ = queue.dequeue()
      if next.item.isDisposed { continue }
      clock = max(clock, next.time)
      next.item.invoke()
    }
  }
  // snippet: end
}
