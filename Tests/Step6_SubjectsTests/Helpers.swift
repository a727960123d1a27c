import Foundation
import RxTestSupport
import Step4_Sink

/// A shared, ordered log that several subscribers write into, so a test can see the order in
/// which a subject reached them.
final class Log: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func add(_ line: String) {
    lock.withLock { lines.append(line) }
  }

  var entries: [String] {
    lock.withLock { lines }
  }
}

extension EventRecorder {
  /// The elements of the `next` events received so far, in order.
  var elements: [Element] {
    events.compactMap(\.element)
  }
}

/// Disposes `target` when it is released: an observer's captured state whose deinit calls back
/// into the subject that is releasing it.
final class DisposeOnDeinit {
  private let target: any Disposable

  init(_ target: any Disposable) {
    self.target = target
  }

  deinit {
    target.dispose()
  }
}

/// A list that several threads append to. It uses `NSLock` rather than `Mutex`: the thread
/// sanitizer sees through `NSLock` (a pthread mutex), but not through the prebuilt `Mutex` of the
/// `Synchronization` module, and reports false races on what it guards.
final class Collector<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var elements: [Element] = []

  func append(_ element: Element) {
    lock.withLock { elements.append(element) }
  }

  var all: [Element] {
    lock.withLock { elements }
  }
}
