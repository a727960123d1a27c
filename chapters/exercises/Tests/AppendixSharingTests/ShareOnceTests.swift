import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Testing

@testable import AppendixSharing

@Suite("Appendix: sharing one subscription, exercise 2: shareOnce()")
struct ShareOnceTests {
  @Test("subscribers at the same time share one subscription to the source")
  func sharesOneSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(50)])
    let shared = xs.shareOnce()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(220) { _ = shared.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(210, 1), .next(230, 2), .completed(250)])
    #expect(second.events == [.next(230, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test("after the source completed, a subscriber hears completed at once and the source is not subscribed again")
  func lateSubscriberHearsTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.shareOnce()
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe { _ in } }
    scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
    scheduler.start()
    #expect(late.events == [.completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("when every subscriber has left before the end, the next one subscribes to the source again")
  func reconnectsAfterEveryoneLeft() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let shared = xs.shareOnce()
    let later = scheduler.createObserver(Int.self)
    var first: (any Disposable)?
    var second: (any Disposable)?
    scheduler.scheduleAt(200) { first = shared.subscribe { _ in } }
    scheduler.scheduleAt(205) { second = shared.subscribe { _ in } }
    scheduler.scheduleAt(220) {
      first?.dispose()
      second?.dispose()
    }
    scheduler.scheduleAt(250) { _ = shared.subscribe(later) }
    scheduler.start()
    #expect(later.events == [.next(260, 2)])
    #expect(xs.subscriptions == [Subscription(200, 220), Subscription(250)])
  }
}
