import Foundation

extension RxPrototype {
  /// An ordered log of what the prototype's objects do: `FilterSink on event next(4)`,
  /// `JustSource deinit`. Tests read it; the tour prints it.
  ///
  /// Appending takes a lock only so that a trace is `Sendable` and can be a task-local
  /// value; the prototype itself is single-threaded.
  public final class Trace: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var recorded: [String] = []

    /// Makes an empty trace.
    public init() {}

    /// Appends one line.
    public func record(_ line: String) {
      lock.withLock { recorded.append(line) }
    }

    /// Every line recorded so far, in order.
    public var lines: [String] {
      lock.withLock { recorded }
    }
  }
}
