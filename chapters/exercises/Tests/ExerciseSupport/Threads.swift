import Foundation
import Synchronization

/// Runs `body` on `threads` threads of their own, released together once all of them are running,
/// and returns when all are done. (Threads of a pool may run the bodies one after another on a
/// busy machine; these cannot, and the thread sanitizer sees every pair of them.)
public func runTogether(threads: Int, _ body: @escaping @Sendable (_ index: Int) -> Void) {
  let ready = Atomic<Int>(0)
  let done = DispatchGroup()
  for index in 0..<threads {
    done.enter()
    Thread {
      ready.add(1, ordering: .relaxed)
      while ready.load(ordering: .relaxed) < threads { sched_yield() }
      body(index)
      done.leave()
    }.start()
  }
  done.wait()
}
