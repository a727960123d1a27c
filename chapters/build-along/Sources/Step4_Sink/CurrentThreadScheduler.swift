// Complete: chapter 4 shows it whole; the trampoline `Producer.subscribe` uses.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The trampoline: runs work on the thread that schedules it, but never inside other
/// work.
///
/// The first `schedule` on a thread runs its action at once, then runs everything
/// scheduled in the meantime, in order, from a queue, before it returns. A `schedule`
/// made while that is going on (from inside the action, however deep) only joins the
/// queue and returns. So work that schedules more work does not nest one call inside the
/// next: the outermost call loops.
public final class CurrentThreadScheduler: Sendable {
  /// The one instance; its state is per thread, not per instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// True when no trampoline is running on this thread, so that a `schedule` would run at
  /// once and then drain the queue. `Producer.subscribe` reads it.
  public static var isScheduleRequired: Bool {
    TrampolineQueue.current == nil
  }

  /// Runs `action` with `state` now if no trampoline runs on this thread, else queues it
  /// behind the work already waiting; disposing the result cancels it if it has not run
  /// yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if let queue = TrampolineQueue.current {
      // Someone further up this thread's stack is draining: wait in line.
      let item = ScheduledItem(state: state, action: action)
      queue.enqueue(item)
      return item
    }

    // The outermost schedule on this thread: install a queue, run, drain, uninstall.
    let queue = TrampolineQueue()
    TrampolineQueue.current = queue
    defer { TrampolineQueue.current = nil }

    let disposable = action(state)
    while let item = queue.dequeue() {
      item.invoke()  // does nothing if the item was disposed while it waited
    }
    return disposable
  }
}

/// The queue of one thread's trampoline, found through a per-thread slot
/// (`pthread_getspecific`, as in RxSwift). Only its own thread ever touches it.
final class TrampolineQueue {
  private var items: [ScheduledItem] = []
  private var head = 0

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed")
    return key
  }()

  /// This thread's running trampoline, if any. The slot holds an unretained pointer: the
  /// outermost `schedule` keeps the queue alive in a local variable while it is
  /// installed.
  static var current: TrampolineQueue? {
    get {
      pthread_getspecific(key).map {
        Unmanaged<TrampolineQueue>.fromOpaque($0).takeUnretainedValue()
      }
    }
    set {
      let pointer = newValue.map {
        UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque())
      }
      pthread_setspecific(key, pointer)
    }
  }

  func enqueue(_ item: ScheduledItem) {
    items.append(item)
  }

  func dequeue() -> ScheduledItem? {
    guard head < items.count else { return nil }
    let item = items[head]
    head += 1
    // drained: start again from an empty array, keeping its storage
    if head == items.count {
      items.removeAll(keepingCapacity: true)
      head = 0
    }
    return item
  }
}
