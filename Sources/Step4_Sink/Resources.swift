import Synchronization

/// Counts the objects the library creates and frees, like RxSwift's `Resources.total`.
///
/// Counting is compiled in only when `TRACE_RESOURCES` is defined (debug builds of this package),
/// so release builds pay nothing. The count is scoped to a task (`Resources.$tally.withValue`),
/// so tests running in parallel do not see each other's objects.
public enum Resources {
  /// Where counts go; nil (the default) counts nothing.
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

  /// Called from the initializers of counted objects.
  @inline(__always)
  public static func incrementTotal() {
    #if TRACE_RESOURCES
      tally?.increment()
    #endif
  }

  /// Called from the deinitializers of counted objects.
  @inline(__always)
  public static func decrementTotal() {
    #if TRACE_RESOURCES
      tally?.decrement()
    #endif
  }
}
