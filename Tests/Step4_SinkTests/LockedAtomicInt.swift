import Foundation

// snippet: locked-atomic-int
/// The article's `AtomicInt`, for comparison: an `Int32` behind a lock, one lock and unlock per
/// operation. RxSwift ships this design; chapter 4 compares it with `Atomic<Int32>`.
final class LockedAtomicInt: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int32  // guarded by `lock`

  init(_ value: Int32 = 0) {
    self.value = value
  }

  @discardableResult
  func fetchOr(_ mask: Int32) -> Int32 {
    lock.withLock {
      let oldValue = value
      value |= mask
      return oldValue
    }
  }

  func load() -> Int32 {
    lock.withLock { value }
  }

  func isFlagSet(_ mask: Int32) -> Bool {
    (load() & mask) != 0
  }
}
// snippet: end
