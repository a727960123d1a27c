import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `combineLatest`, of a few sources and of a collection: the latest element of each, and when it
/// completes.
@Suite("combineLatest")
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
}
