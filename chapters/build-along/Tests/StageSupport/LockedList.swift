import Foundation

/// A list that several threads may append to at once: a shared log of who heard what, in order,
/// or the recorders a stress test collects.
///
/// It uses `NSLock` rather than `Mutex`: the thread sanitizer sees through `NSLock` (a pthread
/// mutex), but not through the prebuilt `Mutex` of the `Synchronization` module, and reports false
/// races on what it guards.
public final class LockedList<Element>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var elements: [Element] = []

  /// Makes an empty list.
  public init() {}

  /// Appends `element` at the end.
  public func append(_ element: Element) {
    lock.withLock { elements.append(element) }
  }

  /// Everything appended so far, in order.
  public var items: [Element] {
    lock.withLock { elements }
  }
}
