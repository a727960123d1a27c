import Foundation

/// Runs `body(index)` for each index on a plain thread of its own, all released at once, and
/// returns when every one has finished. Unlike `DispatchQueue.concurrentPerform`, no queue orders
/// the threads, so the thread sanitizer reports a flag that is read and then written without an
/// atomic step, however the threads happen to run.
public func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let start = DispatchSemaphore(value: 0)
  let done = DispatchSemaphore(value: 0)
  for index in 0..<count {
    Thread {
      start.wait()
      body(index)
      done.signal()
    }.start()
  }
  for _ in 0..<count { start.signal() }
  for _ in 0..<count { done.wait() }
}
