import Foundation

/// Runs `work` on a plain thread of its own and says whether it finished within `seconds`: a test
/// of re-entry runs its calls so, and a deadlock fails the test instead of hanging the run. The
/// stuck thread is left behind, blocked, and ends with the test process. (Step 4's tests share
/// the same helper through `RxTestSupport`, which Step 3's types do not fit.)
func finishes(within seconds: Double = 5, _ work: @escaping () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  // Handed to one other thread, while this one only waits: nothing runs it twice or at once.
  nonisolated(unsafe) let work = work
  Thread {
    work()
    done.signal()
  }.start()
  return done.wait(timeout: .now() + seconds) == .success
}
