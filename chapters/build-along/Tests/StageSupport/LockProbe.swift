import Foundation

/// Asks `read` on another thread and waits up to `seconds` for the answer: true when it came back
/// in that time. Called from inside a callout that an object makes with its lock held (a
/// subject's replay, or its stop event told to a late subscriber), a read that takes the lock waits
/// until the callout returns, so that no answer comes back; a read that goes around the lock
/// answers at once. The other thread is left to finish once the callout returns.
public func answersAtOnce(within seconds: Double = 0.2, _ read: @escaping () -> Void) -> Bool {
  let answered = DispatchSemaphore(value: 0)
  nonisolated(unsafe) let read = read
  Thread {
    read()
    answered.signal()
  }.start()
  return answered.wait(timeout: .now() + seconds) == .success
}
