import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `combineLatest`, `zip` and `withLatestFrom`: per-source state, and when each completes.
@Suite("combineLatest, zip and withLatestFrom")
struct CombineLatestTests {
  // snippet: combine-latest-test
  @Test("combineLatest sends nothing until every source has sent, then a result on each element")
  func combineLatestWaitsForAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])

    let observer = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

    #expect(observer.events == [.next(220, 11), .next(230, 12), .next(240, 22), .completed(260)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }
  // snippet: end

  @Test("combineLatest completes at once when a source completes without an element")
  func combineLatestEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.completed(220, Int.self)])
    let observer = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    // Completes when xs completes: ys never sent, so no result could ever come.
    #expect(observer.events == [.completed(300)])
  }

  @Test("combineLatest ends on the first error")
  func combineLatestError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20)])
    let observer = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(observer.events == [.next(215, 11), .error(220, TestError())])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test("combineLatest of three sources sends tuples of the latest elements")
  func combineLatestThree() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1)])
    let b = scheduler.createHotObservable([.next(220, "x")])
    let c = scheduler.createHotObservable([.next(230, true), .next(240, false)])
    let observer = scheduler.start { Observable.combineLatest(a, b, c).map { "\($0)\($1)\($2)" } }
    #expect(observer.events == [.next(230, "1xtrue"), .next(240, "1xfalse")])
  }

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

  @Test("withLatestFrom sends on the first sequence's elements only, with the second's latest")
  func withLatestFromFirstDrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .next(245, "c"), .completed(255)])

    let observer = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

    #expect(observer.events == [.next(230, "2a"), .next(250, "3c"), .completed(260)])
    #expect(ys.subscriptions == [Subscription(200, 255)])
  }

  @Test("an error from withLatestFrom's second sequence ends everything")
  func withLatestFromSecondError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(205, 7), .error(220, TestError())])
    let observer = scheduler.start { xs.withLatestFrom(ys) }
    #expect(observer.events == [.next(210, 7), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("combineLatest of a collection sends arrays of the latest elements once every source has sent")
  func combineLatestCollection() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(260)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(270)])
    let observer = scheduler.start { Observable.combineLatest([a, b, c]) }
    #expect(observer.events == [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(270)])
    #expect(b.subscriptions == [Subscription(200, 250)])  // a completed source is let go at once
  }

  @Test("combineLatest of an empty collection sends the selector's result for no elements, then completes")
  func combineLatestEmptyCollection() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
    #expect(observer.events == [.next(200, 0), .completed(200)])
  }

  @Test("zip of a collection sends arrays of the elements at each position")
  func zipCollection() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
    let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .next(250, 30), .completed(270)])
    let observer = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
    #expect(observer.events == [.next(230, 11), .next(240, 22), .completed(270)])
  }

  @Test("combineLatest and zip of a collection read it on each subscription, not at creation")
  func collectionsReadOnEachSubscription() {
    var made = 0
    let sources = (1...2).lazy.map { i -> Observable<Int> in
      made += 1
      return .just(i)
    }
    let combined = Observable.combineLatest(sources)
    let zipped = Observable.zip(sources)
    #expect(made == 0)
    let first = EventRecorder<[Int]>()
    let second = EventRecorder<[Int]>()
    _ = combined.subscribe(first)
    _ = zipped.subscribe(second)
    #expect(first.events == [.next([1, 2]), .completed])
    #expect(second.events == [.next([1, 2]), .completed])
    #expect(made == 4)
  }

  @Test("combineLatest of five sources waits for all five, then combines the latest of each")
  func combineLatestFive() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...5).map { n in scheduler.createHotObservable([.next(200 + n * 10, n), .completed(300)]) }
    let observer = scheduler.start {
      Observable.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4]) { $0 + $1 + $2 + $3 + $4 }
    }
    #expect(observer.events == [.next(250, 15), .completed(300)])
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
