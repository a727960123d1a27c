import Dispatch
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  @testable import Step4_Sink
#endif

@Suite("AtomicInt")
struct AtomicIntTests {
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

  @Test("of many threads racing on fetchOr(1), exactly one sees 0")
  func exactlyOneWinner() {
    for _ in 0..<100 {
      let state = AtomicInt(0)
      let winners = AtomicInt(0)
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        if state.fetchOr(1) == 0 { winners.increment() }
      }
      let count = winners.load()
      #expect(count == 1)
    }
  }

  @Test(
    "the article's lock-based AtomicInt and Atomic<Int32> give the same answers",
    arguments: [[1, 2, 1], [4, 4], [2, 1, 8, 1]])
  func lockedAndLockFreeAgree(masks: [Int32]) {
    let lockFree = AtomicInt(0)
    let locked = LockedAtomicInt(0)
    for mask in masks {
      let lockFreeAnswers = (lockFree.fetchOr(mask), lockFree.load(), lockFree.isFlagSet(mask))
      let lockedAnswers = (locked.fetchOr(mask), locked.load(), locked.isFlagSet(mask))
      #expect(lockFreeAnswers == lockedAnswers)
    }
  }
}
