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
/// start and advance it from the thread that made it; any other thread traps.
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
  private let thread = Thread.current  // the only thread allowed to use the scheduler

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
    ensureRunningOnCorrectThread()
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
  /// nothing is left or `stop()` is called. Work scheduled while it runs is run too. Called while
  /// the scheduler is already running (from inside an action), it does nothing, as in RxSwift.
  public func start() {
    if isRunning { return }
    ensureRunningOnCorrectThread()
    run(until: nil)
  }

  /// Runs everything due up to `time`, then sets the clock to `time`, even when that is earlier
  /// than the clock: RxSwift's `advanceTo` sets the clock back too. Called from inside an action,
  /// it traps.
  public func advanceTo(_ time: Int) {
    if isRunning { fatalError("Scheduler is already running") }
    ensureRunningOnCorrectThread()
    run(until: time)
    clock = time
  }

  /// Moves the clock `ticks` forward without running anything that falls due meanwhile; that work
  /// runs at the next `start()` or `advanceTo`.
  public func sleep(_ ticks: Int) {
    ensureRunningOnCorrectThread()
    if ticks < 0 { fatalError("Can't sleep to past.") }
    clock += ticks
  }

  /// Stops `start()` or `advanceTo(_:)` after the action that is running.
  public func stop() {
    ensureRunningOnCorrectThread()
    isRunning = false
  }

  private func run(until limit: Int?) {
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

  /// The scheduler's queue has no lock: like RxSwift's, it traps when used from any thread but
  /// the one that made it, in every build, instead of corrupting its queue.
  private func ensureRunningOnCorrectThread() {
    guard Thread.current == thread else {
      fatalError("Executing on the wrong thread. Please ensure all work on the same thread.")
    }
  }
}
