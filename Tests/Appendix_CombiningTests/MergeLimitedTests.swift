import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `merge(maxConcurrent:)` and its two cases of one at a time, `concat()` and `concatMap`: inner sequences wait their turn.
@Suite("concatMap, concat() and merge(maxConcurrent:)")
struct MergeLimitedTests {
  @Test("concatMap queues each inner sequence until the one before has completed")
  func concatMapQueues() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

    let observer = scheduler.start {
      xs.concatMap { value in
        scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 10 + 1), .completed(30)])
      }
    }

    // 2's inner sequence is mapped at 220 but waits until 1's completes at 240.
    #expect(
      observer.events == [
        .next(220, 10), .next(230, 11), .next(250, 20), .next(260, 21), .completed(270),
      ])
  }

  @Test("merge(maxConcurrent: 2) runs two inner sequences at a time and starts the third when one completes")
  func mergeMaxConcurrent() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, a), .next(210, b), .next(210, c), .completed(215)])
    let observer = scheduler.start { xs.merge(maxConcurrent: 2) }
    #expect(observer.events == [.next(220, 1), .next(220, 2), .next(240, 3), .completed(260)])
    #expect(c.subscriptions == [Subscription(230, 250)])
  }

  @Test("concat() of a sequence of sequences completes after the source and the last inner one")
  func concatOfSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, a), .next(211, b), .completed(212)])
    let observer = scheduler.start { xs.concat() }
    #expect(observer.events == [.next(220, 1), .next(240, 2), .completed(250)])
    #expect(b.subscriptions == [Subscription(230, 250)])
  }
}
