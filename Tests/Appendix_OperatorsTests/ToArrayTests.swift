import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// `toArray`: a Single of every element, collected per subscriber.
@Suite("toArray")
struct ToArrayTests {
  @Test("toArray succeeds with every element, in order, when the source completes")
  func collects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { xs.toArray() }
    #expect(observer.events == [.next(230, [1, 2]), .completed(230)])
  }

  @Test("toArray of an empty source succeeds with an empty array")
  func empty() {
    var result: [Int]?
    _ = Observable<Int>.empty().toArray().subscribe(onSuccess: { result = $0 })
    #expect(result == [])
  }

  @Test("toArray fails with the source's error")
  func error() {
    var failure: (any Error)?
    _ = Observable<Int>.error(TestError()).toArray().subscribe(onFailure: { failure = $0 })
    #expect(failure is TestError)
  }

  @Test("each subscription of toArray collects its own array")
  func arrayPerSubscription() {
    let collected = Observable.of(1, 2).toArray()
    var results: [[Int]] = []
    _ = collected.subscribe(onSuccess: { results.append($0) })
    _ = collected.subscribe(onSuccess: { results.append($0) })
    #expect(results == [[1, 2], [1, 2]])
  }
}
