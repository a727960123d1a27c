import Foundation

/// A flag that exactly one caller can claim, whatever thread each caller is on: the bridge's
/// guard against resuming a continuation, or finishing a stream, twice.
///
/// It uses `NSLock`, as the tests' `LockedList` does: the thread sanitizer sees through it.
final class Once: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var claimed = false

  /// True for the first caller only.
  func claim() -> Bool {
    lock.withLock {
      defer { claimed = true }
      return !claimed
    }
  }
}
