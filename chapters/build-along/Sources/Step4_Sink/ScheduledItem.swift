// Complete: the trampoline's queued work, which no chapter asks you to write.

import Foundation

/// One piece of scheduled work waiting in a queue: the action and its state, and a
/// disposable that cancels the work if it has not run yet, or disposes what it returned
/// if it has.
public final class ScheduledItem: Cancelable, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`. `work` is nil once it has run or been cancelled; `result` is what
  // it returned.
  private var work: (() -> any Disposable)?
  private var result: (any Disposable)?
  private var disposed = false

  /// Makes an item that runs `action` with `state` when invoked.
  public init<StateType>(
    state: StateType, action: @escaping (StateType) -> any Disposable
  ) {
    self.work = { action(state) }
  }

  /// Whether the work was cancelled (or has run and been disposed).
  public var isDisposed: Bool {
    lock.withLock { disposed }
  }

  /// Runs the work unless it was cancelled; keeps what it returns, to dispose it with the
  /// item.
  public func invoke() {
    let work = lock.withLock {
      defer { self.work = nil }
      return self.work
    }
    guard let work else { return }
    let result = work()
    // Disposed while the work ran: the result is disposed now, outside the lock.
    let disposeNow = lock.withLock {
      if disposed { return true }
      self.result = result
      return false
    }
    if disposeNow {
      result.dispose()
    }
  }

  /// Cancels the work if it has not run; disposes its result if it has. Once; later calls
  /// do nothing.
  public func dispose() {
    let result = lock.withLock {
      defer {
        disposed = true
        work = nil
        self.result = nil
      }
      return disposed ? nil : self.result
    }
    result?.dispose()
  }
}
