import Foundation
import Synchronization

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

/// Runs `work` on a plain thread of its own and says whether it finished within `seconds`. A rule
/// about a lock or about re-entry runs its scenario so: a deadlock then fails the rule with its
/// message, instead of hanging the run. The stuck thread is left behind, blocked, and ends with
/// the test process. (A synchronous test cannot be stopped from outside: `.timeLimit` would wait
/// for it for good.)
public func finishes(within seconds: Double = 5, _ work: @escaping () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  // Handed to one other thread, while this one only waits: nothing runs it twice or at once.
  nonisolated(unsafe) let work = work
  Thread {
    work()
    done.signal()
  }.start()
  return done.wait(timeout: .now() + seconds) == .success
}

/// Runs `probe` on another thread and waits until it has run. Called from inside a callout (a
/// child's `dispose`, a handler, a `deinit`), with `probe` a call into the object that called out,
/// it tells whether that object still holds its lock: if it does, the other thread waits for the
/// lock and this one for the other thread, for good, whether the lock is recursive or not. So
/// call it inside `finishes`, which turns that wait into a failed rule.
public func callFromAnotherThread(_ probe: @escaping () -> Void) {
  let done = DispatchSemaphore(value: 0)
  nonisolated(unsafe) let probe = probe
  Thread {
    probe()
    done.signal()
  }.start()
  done.wait()
}

/// Runs rounds in which two threads, this one and one other, call `body(round, thread)` at the
/// same instant, or as near to it as the machine allows: before each call both spin on an atomic
/// counter until the other has arrived too. `prepare(round)` runs first, on this thread, and
/// `check(round)` after both calls; it returns false to stop. It stops after `rounds` rounds, or
/// after `seconds`, whichever comes first, and returns how many rounds ran.
///
/// What it is for: a flag that is checked, then set, in two atomic steps. Both steps are atomic,
/// so the thread sanitizer sees no race; only two threads inside the gap at once show the mistake,
/// and a gap of a few instructions is rarely hit. This makes the meeting as likely as it can be on
/// two cores, not certain.
public func raceTwoThreads(
  rounds: Int, seconds: Double, prepare: (Int) -> Void,
  body: @escaping @Sendable (_ round: Int, _ thread: Int) -> Void, check: (Int) -> Bool
) -> Int {
  let counters = RaceCounters()
  Thread {
    for round in 0..<rounds {
      counters.spin { counters.started.load(ordering: .acquiring) >= round }
      if counters.started.load(ordering: .acquiring) > round { break }  // the caller stopped
      counters.meet(round)
      body(round, 1)
      counters.finished.add(1, ordering: .acquiringAndReleasing)
    }
  }.start()
  let deadline = Date(timeIntervalSinceNow: seconds)
  var ran = 0
  for round in 0..<rounds {
    prepare(round)
    counters.started.store(round, ordering: .releasing)
    counters.meet(round)
    body(round, 0)
    counters.spin { counters.finished.load(ordering: .acquiring) > round }
    ran += 1
    if !check(round) || Date() > deadline {
      counters.started.store(rounds, ordering: .releasing)  // lets the other thread leave
      break
    }
  }
  return ran
}

/// The counters `raceTwoThreads` and its other thread share.
private final class RaceCounters: Sendable {
  let arrived = Atomic<Int>(0)  // 2 per round once both threads are at the start line
  let finished = Atomic<Int>(0)  // 1 per round once the other thread has run `body`
  let started = Atomic<Int>(-1)  // the round the caller has prepared

  /// Arrives at the start line of `round` and waits there for the other thread.
  func meet(_ round: Int) {
    arrived.add(1, ordering: .acquiringAndReleasing)
    spin { arrived.load(ordering: .acquiring) >= 2 * (round + 1) }
  }

  /// Spins until `condition` holds, giving the core away now and then: on a busy machine the
  /// thread being waited for may not be running.
  func spin(until condition: () -> Bool) {
    var spins = 0
    while !condition() {
      spins += 1
      if spins.isMultiple(of: 256) { sched_yield() }
    }
  }
}
