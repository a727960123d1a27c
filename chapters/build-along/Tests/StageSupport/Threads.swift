import Foundation

/// Runs `work` on a thread of its own and says whether it finished within `seconds`. A rule about
/// re-entry uses it so that a deadlock fails the rule at once, instead of hanging the stage; the
/// stuck thread is left behind, and ends with the test process.
public func finishes(within seconds: Double = 5, _ work: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread {
    work()
    done.signal()
  }.start()
  return done.wait(timeout: .now() + seconds) == .success
}

/// Runs `body(index)` for each index on a thread of its own, all released at once, and returns
/// when every one has finished. Plain threads, unlike `DispatchQueue.concurrentPerform`, share no
/// queue that would order them, so that the thread sanitizer sees an unsynchronized flag.
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
