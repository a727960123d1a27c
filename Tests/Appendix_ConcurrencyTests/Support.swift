import Foundation
import RxTestSupport
import Step4_Sink
import Step5_Operators

/// A source made with `create` that logs its subscription and its disposal, from any thread.
func loggingSource<Element>(_ log: LockedList<String>, _ subscribe: @escaping (AnyObserver<Element>) -> Void = { _ in })
  -> Observable<Element>
{
  Observable.create { observer in
    log.append("subscribed")
    subscribe(observer)
    return Disposables.create { log.append("disposed") }
  }
}

/// Collects every element of `stream` and how it ended: `nil` for the end, or the error thrown.
func drain<Element>(_ stream: AsyncThrowingStream<Element, any Error>) async -> (
  elements: [Element], error: (any Error)?
) {
  var elements: [Element] = []
  do {
    for try await element in stream {
      elements.append(element)
    }
    return (elements, nil)
  } catch {
    return (elements, error)
  }
}

/// A gate a task waits at until another opens it; opening before the wait is remembered.
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var isOpen = false
  private var waiter: CheckedContinuation<Void, Never>?

  /// Suspends until `open()` is called (at once if it already was).
  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = lock.withLock {
        if isOpen { return true }
        waiter = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Lets the waiter, present or future, go on.
  func open() {
    let waiter = lock.withLock {
      isOpen = true
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume()
  }
}
