import Dispatch
import StageSupport
import Step4_Sink
import Testing

@Suite("4.1 AtomicInt: flags that several threads share")
struct Stage4_1 {
  @Test("fetchOr sets the bits of its mask and returns the value from before")
  func fetchOrReturnsOld() {
    let state = AtomicInt(0)
    let returned = [state.fetchOr(1), state.fetchOr(2), state.fetchOr(1)]
    let final = state.load()
    #expect(returned == [0, 1, 3])
    #expect(final == 3)
  }

  @Test("isFlagSet is true when any bit of the mask is set")
  func isFlagSet() {
    let state = AtomicInt(2)
    let (two, one, either) = (state.isFlagSet(2), state.isFlagSet(1), state.isFlagSet(3))
    #expect(two && !one && either)
  }

  @Test("increment adds one and returns the value from before")
  func increment() {
    let counter = AtomicInt(5)
    let returned = [counter.increment(), counter.increment()]
    let final = counter.load()
    #expect(returned == [5, 6])
    #expect(final == 7)
  }

  @Test("of many threads racing on fetchOr(1), exactly one sees 0")
  func exactlyOneWinner() {
    // Eight threads at once, then two released together round after round: a fetchOr that loads,
    // then stores, lets two threads see 0 only when both fall into the gap between, which the
    // rounds make likely, not certain (the hint gives the measured rate).
    for _ in 0..<100 {
      let state = AtomicInt(0)
      let winners = AtomicInt(0)
      onThreads(8) { _ in
        if state.fetchOr(1) == 0 { winners.add(1, ordering: .relaxed) }
      }
      let count = winners.load(ordering: .relaxed)
      #expect(
        count == 1, "\(count) threads saw 0 from fetchOr(1): set the bits and read the old value in one atomic step")
      if count != 1 { return }
    }
    let failed = raceTwoThreads(
      rounds: 1_000_000, meetings: 20_000, seconds: 10, prepare: { _ in Flag() },
      body: { round, _ in
        if round.state.fetchOr(1) == 0 { round.winners.add(1, ordering: .relaxed) }
      },
      check: { $0.winners.load(ordering: .relaxed) == 1 })
    #expect(
      failed == nil,
      "in round \(failed ?? 0), both threads saw 0 from fetchOr(1): set the bits and read the old value in one atomic step"
    )
  }
}

/// One round of the race: the flag, and how many threads saw 0 from it.
private final class Flag: Sendable {
  let state = AtomicInt(0)
  let winners = AtomicInt(0)
}
