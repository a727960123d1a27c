import Foundation
import Step4_Sink

// snippet: pending-work
/// The scheduled work of one subscription that has not started yet: disposing it cancels all of
/// it, and nothing is added after that. Each job leaves the set as soon as it starts.
///
/// The one subtle case: on a scheduler that runs work at once, or on another thread, a job may
/// start before `scheduling` has even returned its disposable. The `started` set remembers such
/// jobs, so that their disposables are not kept for work that has already begun.
final class PendingWork: Disposable, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var pending: [Int: any Disposable] = [:]
  private var started: Set<Int> = []
  private var nextKey = 0
  private var isDisposed = false

  /// Schedules `work` with `scheduling`, which receives the job to run and returns its disposable.
  func add(
    _ work: @escaping () -> Void, scheduling: (_ job: @escaping () -> Void) -> any Disposable
  ) {
    let key: Int? = lock.withLock {
      if isDisposed { return nil }
      defer { nextKey += 1 }
      return nextKey
    }
    guard let key else { return }

    let disposable = scheduling { [self] in
      let stillWanted = lock.withLock {
        if pending.removeValue(forKey: key) == nil {
          started.insert(key)  // running before `scheduling` returned
        }
        return !isDisposed
      }
      if stillWanted {
        work()
      }
    }

    let disposeNow = lock.withLock {
      if started.remove(key) != nil { return false }  // already began: nothing to keep
      if isDisposed { return true }
      pending[key] = disposable
      return false
    }
    if disposeNow {
      disposable.dispose()
    }
  }

  /// Cancels every job that has not started, and every job added later.
  func dispose() {
    let cancelled = lock.withLock {
      isDisposed = true
      defer { pending.removeAll() }
      return Array(pending.values)
    }
    for disposable in cancelled {
      disposable.dispose()
    }
  }
}
// snippet: end
