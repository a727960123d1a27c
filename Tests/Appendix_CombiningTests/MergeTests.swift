import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `flatMap` and `merge` in virtual time, with the ticks RxSwift's own tests expect.
@Suite("flatMap and merge")
struct MergeTests {
  // snippet: flat-map-test
  @Test(
    "flatMap sends inner elements as they come, and completes after the source and every inner one")
  func flatMapInterleavesAndCompletesLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
    let b = scheduler.createColdObservable([.next(10, 10), .next(40, 20), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, a), .next(220, b), .completed(230)])

    let observer = scheduler.start { xs.flatMap { $0 } }

    #expect(
      observer.events == [
        .next(220, 1), .next(230, 10), .next(240, 2), .next(260, 20), .completed(270),
      ])
    #expect(xs.subscriptions == [Subscription(200, 230)])  // the source is let go when it completes
    #expect(a.subscriptions == [Subscription(210, 250)])
    #expect(b.subscriptions == [Subscription(220, 270)])
  }
  // snippet: end

  @Test("flatMap does not complete while an inner sequence is still running")
  func flatMapWaitsForInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1)])
    let xs = scheduler.createHotObservable([.next(210, a), .completed(230)])
    let observer = scheduler.start { xs.flatMap { $0 } }
    #expect(observer.events == [.next(220, 1)])
    #expect(a.subscriptions == [Subscription(210, 1000)])
  }

  @Test("flatMap does not complete while the source is still running, even with every inner sequence done")
  func flatMapWaitsForSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, a)])
    let observer = scheduler.start { xs.flatMap { $0 } }
    #expect(observer.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 1000)])
  }

  @Test("an error from an inner sequence ends the source and every other inner sequence")
  func flatMapInnerErrorEndsAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let b = scheduler.createColdObservable([.error(20, TestError(), Int.self)])
    let xs = scheduler.createHotObservable([.next(210, a), .next(220, b)])
    let observer = scheduler.start { xs.flatMap { $0 } }
    #expect(observer.events == [.next(220, 1), .error(240, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(a.subscriptions == [Subscription(210, 240)])
    #expect(b.subscriptions == [Subscription(220, 240)])
  }

  @Test("an error from the source ends every inner sequence")
  func flatMapOuterErrorEndsAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let xs = scheduler.createHotObservable([.next(210, a), .error(250, TestError())])
    let observer = scheduler.start { xs.flatMap { $0 } }
    #expect(observer.events == [.next(220, 1), .error(250, TestError())])
    #expect(a.subscriptions == [Subscription(210, 250)])
  }

  @Test("a selector that throws sends the error and ends everything")
  func flatMapSelectorThrows() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let observer = scheduler.start {
      xs.flatMap { value -> TestableObservable<Int> in
        if value == 2 { throw TestError() }
        return a
      }
    }
    #expect(observer.events == [.next(220, 1), .error(230, TestError())])
    #expect(a.subscriptions == [Subscription(210, 230)])
  }

  @Test("disposing flatMap disposes the source and every inner subscription")
  func flatMapDisposeDisposesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let b = scheduler.createColdObservable([.next(10, 3), .next(100, 4)])
    let xs = scheduler.createHotObservable([.next(210, a), .next(220, b)])
    let observer = scheduler.start(disposed: 260) { xs.flatMap { $0 } }
    #expect(observer.events == [.next(220, 1), .next(230, 3)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
    #expect(a.subscriptions == [Subscription(210, 260)])
    #expect(b.subscriptions == [Subscription(220, 260)])
  }

  @Test("merge of a list subscribes to every sequence at once and completes when the last one does")
  func mergeListCompletesWithLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let b = scheduler.createHotObservable([.next(220, 2), .next(250, 3), .completed(260)])
    let observer = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
    #expect(observer.events == [.next(210, 1), .next(220, 2), .next(250, 3), .completed(260)])
    #expect(a.subscriptions == [Subscription(200, 240)])
    #expect(b.subscriptions == [Subscription(200, 260)])
  }

  @Test("merge of an empty list completes at once")
  func mergeEmptyList() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.merge([]) }
    #expect(observer.events == [.completed(200)])
  }

  @Test("merge() of a sequence of sequences is flatMap without the mapping")
  func mergeOfSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let xs = scheduler.createHotObservable([.next(210, a), .next(212, b), .completed(215)])
    let observer = scheduler.start { xs.merge() }
    #expect(observer.events == [.next(217, 2), .next(220, 1), .completed(230)])
  }
}
