import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// `TestScheduler.start` takes anything that converts to an observable, as RxTest's does, so that
/// a trait or a test observable goes in as it is.
@Suite("TestScheduler.start over anything observable")
struct TestSchedulerStartTests {
  @Test("start records a Single's success as next and completed")
  func single() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(1).delay(.seconds(10), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .completed(211)])
  }

  @Test("start records a Maybe and a Completable")
  func maybeAndCompletable() {
    let maybe = TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }
    let completable = TestScheduler(initialClock: 0).start(disposed: 300) { Completable.error(TestError()) }
    #expect(maybe.events == [.completed(200)])
    #expect(completable.events == [.error(200, TestError())])
  }

  @Test("start takes a test observable as it is, and the created:subscribed:disposed: ticks")
  func testableObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, "a"), .next(40, "b")])
    let observer = scheduler.start(created: 50, subscribed: 150, disposed: 180) { xs }
    #expect(observer.events == [.next(160, "a")])
    #expect(xs.subscriptions == [Subscription(150, 180)])
  }
}
