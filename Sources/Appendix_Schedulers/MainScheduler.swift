import Dispatch
import Foundation
import Step4_Sink
import Step7_Traits

// snippet: main-scheduler
/// Runs work on the main queue, and at once when called on the main queue with nothing of its
/// own waiting there, as RxSwift's does: the scheduler for work that must touch the UI.
///
/// A ``SerialDispatchQueueScheduler`` on the main queue itself; only `schedule` is its own.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  private let mainQueue: DispatchQueue
  /// How many actions are scheduled and not finished; work runs inline only when it is zero, so
  /// that an action never overtakes one already waiting in the main queue.
  private let numberEnqueued = AtomicInt(0)

  /// Makes a scheduler on the main queue; most code uses `instance`.
  public init() {
    mainQueue = .main
    super.init(serialQueue: mainQueue)
  }

  /// The one main scheduler.
  public static let instance = MainScheduler()

  /// A scheduler on the main queue that never runs work inline, even on the main queue.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

  /// Whether the caller runs on the main queue (or a queue that targets it).
  public static var isMain: Bool {
    DispatchQueue.getSpecific(key: mainKey) != nil
  }

  /// Stops the program unless it runs on the main queue.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    if !isMain {
      fatalError(
        errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule`.")
    }
  }

  /// Stops the program unless it runs on the main thread. On Linux it checks nothing, as in
  /// RxSwift, whose check dates from a Foundation there without `Thread.isMainThread`.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    #if !os(Linux)
      if !Thread.isMainThread {
        fatalError(errorMessage ?? "Running on a background thread.")
      }
    #endif
  }

  override func scheduleInternal<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let previousNumberEnqueued = numberEnqueued.increment()
    if Self.isMain, previousNumberEnqueued == 0 {
      let disposable = action(state)
      numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
      return disposable
    }

    let cancel = SingleAssignmentDisposable()
    // The action runs once, on the main queue; Dispatch only needs to carry it there.
    let work = Unchecked(value: { action(state) })
    mainQueue.async {
      if !cancel.isDisposed {
        cancel.setDisposable(work.value())
      }
      self.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
    }
    return cancel
  }
}
// snippet: end

/// Marks the main queue, so that `getSpecific` answers "am I on it?" from any queue that targets it.
private let mainKey: DispatchSpecificKey<Void> = {
  let key = DispatchSpecificKey<Void>()
  DispatchQueue.main.setSpecific(key: key, value: ())
  return key
}()
