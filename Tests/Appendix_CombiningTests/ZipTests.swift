import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `zip`: elements paired by position, a queue per source, and when it completes.
@Suite("zip")
struct ZipTests {
  // snippet: zip-test
  @Test("zip pairs elements by position, keeping the early ones queued")
  func zipPairsByPosition() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let ys = scheduler.createHotObservable([.next(250, 10), .next(260, 20), .completed(270)])

    let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

    #expect(observer.events == [.next(250, 11), .next(260, 22), .completed(270)])
  }
  // snippet: end

  @Test("zip completes only when every source has completed, as in RxSwift 6")
  func zipCompletesWhenAllHave() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
    let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(230, 11), .completed(300)])
  }

  @Test("zip ends on the first error")
  func zipError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let ys = scheduler.createHotObservable([.next(230, 10)])
    let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.error(220, TestError())])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test("zip of three sources sends tuples")
  func zipThree() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(211, 2)])
    let b = scheduler.createHotObservable([.next(220, 3), .next(221, 4)])
    let c = scheduler.createHotObservable([.next(230, 5)])
    let observer = scheduler.start { Observable.zip(a, b, c).map { $0 + $1 + $2 } }
    #expect(observer.events == [.next(230, 9)])
  }

  @Test("zip of a collection sends arrays of the elements at each position")
  func zipCollection() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
    let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .next(250, 30), .completed(270)])
    let observer = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
    #expect(observer.events == [.next(230, 11), .next(240, 22), .completed(270)])
  }

  @Test("zip of eight sources sends a result only when all eight have an element at that position")
  func zipEight() {
    let scheduler = TestScheduler(initialClock: 0)
    let s = (1...8).map { n in scheduler.createHotObservable([.next(200 + n * 5, n), .next(300, n * 10)]) }
    let observer = scheduler.start {
      Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    #expect(observer.events == [.next(240, 36), .next(300, 360)])
  }
}
