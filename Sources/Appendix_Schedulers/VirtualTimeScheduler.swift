import Foundation
import Step4_Sink
import Step7_Traits

// snippet: virtual-time-scheduler
/// A scheduler whose clock moves only when the scheduler runs its work: each action runs at its
/// due time, and the clock jumps straight from one due time to the next. A test of
/// `delay(.seconds(30))` takes microseconds, and gives the same result every time.
///
/// What the clock counts is the converter's business: `TestScheduler`'s counts ticks (`Int`s),
/// ``HistoricalScheduler``'s is a `Date`. Single-threaded: schedule, start and advance it from the
/// thread that made it; any other thread traps.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
  /// A point on the virtual clock.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// A span on the virtual clock.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  /// The virtual clock.
  public private(set) var clock: VirtualTime
  private let converter: Converter

  // A heap ordered by time, then by `id`: work due at the same time runs in the order scheduled.
  private var queue: PriorityQueue<(time: VirtualTime, id: Int, item: ScheduledItem)>
  private var nextId = 0
  private var isRunning = false
  private let thread = Thread.current  // the only thread allowed to use the scheduler

  /// Makes a scheduler whose clock reads `initialClock`, with nothing scheduled.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.clock = initialClock
    self.converter = converter
    queue = PriorityQueue { left, right in
      switch converter.compareVirtualTime(left.time, right.time) {
      case .lessThan: true
      case .equal: left.id < right.id
      case .greaterThan: false
      }
    }
  }

  /// The virtual clock as a date.
  public var now: RxTime {
    converter.convertFromVirtualTime(clock)
  }
  // snippet: end

  /// Runs `action` as soon as possible: now (or later, see `adjustScheduledTime`).
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    scheduleRelative(state, dueTime: .microseconds(0), action: action)
  }

  /// Runs `action` once `dueTime` has passed on the virtual clock.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let time = converter.convertToVirtualTime(now.adding(dueTime))
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
  }

  /// Runs `action` `dueTime` from now, in the clock's own units.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
  }

  // snippet: virtual-time-run
  /// Runs `action` when the clock reads `time`. Work due at the same time runs in the order it was
  /// scheduled.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    ensureRunningOnCorrectThread()
    let item = ScheduledItem(state: state, action: action)
    queue.enqueue((time, nextId, item))
    nextId += 1
    return item
  }

  /// Where subclasses move work scheduled for a time; `TestScheduler` moves work due now to the
  /// next tick. This base class leaves the time as it is.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
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
  public func advanceTo(_ time: VirtualTime) {
    if isRunning { fatalError("Scheduler is already running") }
    ensureRunningOnCorrectThread()
    run(until: time)
    clock = time
  }

  /// Moves the clock `virtualInterval` forward without running anything that falls due meanwhile;
  /// that work runs at the next `start()` or `advanceTo`. A negative interval traps.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    ensureRunningOnCorrectThread()
    let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
    if converter.compareVirtualTime(sleepTo, clock) == .lessThan {
      fatalError("Can't sleep to past.")
    }
    clock = sleepTo
  }

  /// Stops `start()` or `advanceTo(_:)` after the action that is running.
  public func stop() {
    ensureRunningOnCorrectThread()
    isRunning = false
  }

  private func run(until limit: VirtualTime?) {
    isRunning = true
    defer { isRunning = false }
    while isRunning, let next = queue.peek() {
      if let limit, converter.compareVirtualTime(next.time, limit) == .greaterThan { break }
      _ = queue.dequeue()
      if next.item.isDisposed { continue }
      if converter.compareVirtualTime(next.time, clock) == .greaterThan {
        clock = next.time  // never backwards: work scheduled in the past runs now
      }
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
