// Complete: object counts for the tests, which no stage asks you to write.

import Foundation
import Synchronization

/// Counts the objects the library creates and frees, like RxSwift's `Resources.total`.
///
/// Counting is compiled in only when `TRACE_RESOURCES` is defined (debug builds of this
/// package), so release builds pay nothing. `total` is one process-wide count, as in
/// RxSwift. Tests run in parallel, so a test counts in a `Tally` of its own
/// (`Resources.$tally.withValue`): an object created in that scope is counted there, and
/// uncounted there when it is freed, on any thread.
public enum Resources {
  private static let count = Atomic<Int32>(0)

  /// How many counted objects are alive in the whole process.
  public static var total: Int32 {
    count.load(ordering: .relaxed)
  }

  /// Where the objects created in the current task are also counted; nil (the default)
  /// adds them to `total` only.
  @TaskLocal public static var tally: Tally?

  /// Whether this build counts objects at all.
  public static var isTracing: Bool {
    #if TRACE_RESOURCES
      true
    #else
      false
    #endif
  }

  /// Object counts for one scope.
  public final class Tally: Sendable {
    private let createdCount = Atomic<Int>(0)
    private let aliveCount = Atomic<Int>(0)

    /// Makes an empty tally.
    public init() {}

    /// How many counted objects were created in the scope.
    public var created: Int { createdCount.load(ordering: .relaxed) }
    /// How many of them have not been freed yet.
    public var alive: Int { aliveCount.load(ordering: .relaxed) }

    fileprivate func increment() {
      createdCount.add(1, ordering: .relaxed)
      aliveCount.add(1, ordering: .relaxed)
    }

    fileprivate func decrement() {
      aliveCount.subtract(1, ordering: .relaxed)
    }
  }

  /// The tally each object created inside a scope was counted in, so that its `deinit`,
  /// which may run on another thread, outside that scope, uncounts it in the same one.
  private static let owners = Owners()
  // How many entries `owners` holds, so that freeing an object counted in no tally, the
  // common case, does not take the lock.
  private static let ownerCount = Atomic<Int>(0)

  /// Called from the initializers of counted objects.
  public static func incrementTotal(_ object: AnyObject) {
    #if TRACE_RESOURCES
      count.add(1, ordering: .relaxed)
      if let tally {
        tally.increment()
        owners.withLock { $0[ObjectIdentifier(object)] = tally }
        ownerCount.add(1, ordering: .releasing)
      }
    #endif
  }

  /// Called from the deinitializers of counted objects.
  public static func decrementTotal(_ object: AnyObject) {
    #if TRACE_RESOURCES
      count.subtract(1, ordering: .relaxed)
      guard ownerCount.load(ordering: .acquiring) > 0 else { return }
      let owner = owners.withLock { $0.removeValue(forKey: ObjectIdentifier(object)) }
      if let owner {
        ownerCount.subtract(1, ordering: .releasing)
        owner.decrement()
      }
    #endif
  }
}

/// The table of `Resources.owners` behind an `NSLock`: a pthread mutex, whose ordering
/// the thread sanitizer sees (it does not see `Synchronization.Mutex`'s on Linux, and
/// reports false races).
private final class Owners: @unchecked Sendable {
  private let lock = NSLock()
  private var table: [ObjectIdentifier: Resources.Tally] = [:]  // guarded by `lock`

  func withLock<Result>(
    _ body: (inout [ObjectIdentifier: Resources.Tally]) -> Result
  ) -> Result {
    lock.withLock { body(&table) }
  }
}
