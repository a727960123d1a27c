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

/// Races two threads, this one and one other, round after round: in each round both call
/// `body(value, thread)` at the same instant, or as near to it as the machine allows, with the
/// value `prepare(round)` made for that round; `check(value)` then says whether the round went
/// right. Returns the first round that went wrong, or nil when all did. It stops after `rounds`
/// rounds, after `meetings` rounds in which both threads held a core at once, or soon after
/// `seconds`, whichever comes first: on a busy machine, most rounds pass with one thread waiting
/// for the other to be given a core again, and only a meeting is a real race.
///
/// What it is for: a flag that is checked, then set, in two atomic steps. Both steps are atomic,
/// so the thread sanitizer sees no race; only two threads inside the gap at once show the mistake,
/// and a gap of a few instructions is rarely hit. The rounds run in batches, prepared ahead, so
/// that many meet while both threads hold a core; before each call the two spin on an atomic
/// counter until both have arrived, and then one waits a few spins more than the other, a delay
/// that sweeps over the rounds, so that their calls start at every small offset from each other.
/// This makes the meeting as likely as it can be on two cores, not certain.
public func raceTwoThreads<Value>(
  rounds: Int, meetings: Int, seconds: Double, prepare: (Int) -> Value,
  body: @escaping @Sendable (_ value: Value, _ thread: Int) -> Void, check: (Value) -> Bool
) -> Int? {
  let batch = 256
  let counters = RaceCounters()
  let values = RaceValues<Value>()
  Thread {
    var round = 0
    while true {
      counters.spin { counters.started.load(ordering: .acquiring) > round }
      let end = counters.started.load(ordering: .acquiring)
      if end < 0 { break }  // the caller stopped
      for current in round..<end {
        if counters.meet(current) { counters.quick.add(1, ordering: .relaxed) }
        counters.delay(spins: 32)
        body(values.items[current - round], 1)
      }
      round = end
      counters.finished.store(end, ordering: .releasing)
    }
  }.start()
  let deadline = Date(timeIntervalSinceNow: seconds)
  var round = 0
  var failed: Int?
  var quick = 0  // rounds in which this thread met the other without giving its core away
  while round < rounds, failed == nil, Date() < deadline, min(quick, counters.quick.load(ordering: .relaxed)) < meetings
  {
    let end = min(round + batch, rounds)
    values.items = (round..<end).map(prepare)
    counters.started.store(end, ordering: .releasing)
    for current in round..<end {
      if counters.meet(current) { quick += 1 }
      counters.delay(spins: current % 65)  // from 32 spins before the other thread to 32 after
      body(values.items[current - round], 0)
    }
    counters.spin { counters.finished.load(ordering: .acquiring) >= end }
    failed = values.items.firstIndex { !check($0) }.map { round + $0 }
    round = end
  }
  counters.spin { counters.finished.load(ordering: .acquiring) >= round }
  counters.started.store(-1, ordering: .releasing)  // lets the other thread leave
  return failed
}

/// The values of one batch of rounds: written by the caller while the other thread waits, read by
/// both while the caller waits for the batch to end.
private final class RaceValues<Value>: @unchecked Sendable {
  var items: [Value] = []
}

/// The counters `raceTwoThreads` and its other thread share.
private final class RaceCounters: Sendable {
  let arrived = Atomic<Int>(0)  // 2 per round once both threads are at its start line
  let finished = Atomic<Int>(0)  // the rounds the other thread has done
  let quick = Atomic<Int>(0)  // the rounds in which the other thread met this one without yielding
  let started = Atomic<Int>(0)  // the rounds the caller has prepared; -1 to stop
  private let ticks = Atomic<Int>(0)

  /// Arrives at the start line of `round` and waits there for the other thread; says whether the
  /// other came while this one still held its core.
  func meet(_ round: Int) -> Bool {
    arrived.add(1, ordering: .acquiringAndReleasing)
    return spin { arrived.load(ordering: .acquiring) >= 2 * (round + 1) }
  }

  /// Spins `spins` times on an atomic read, which the compiler cannot remove.
  func delay(spins: Int) {
    for _ in 0..<spins { _ = ticks.load(ordering: .relaxed) }
  }

  /// Spins until `condition` holds, giving the core away now and then: on a busy machine the
  /// thread being waited for may not be running. Says whether it held its core throughout.
  @discardableResult
  func spin(until condition: () -> Bool) -> Bool {
    var spins = 0
    while !condition() {
      spins += 1
      if spins.isMultiple(of: 256) { sched_yield() }
    }
    return spins < 256
  }
}
