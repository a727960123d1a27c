import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `subscribe(on:)` subscribes, and disposes, on the scheduler. It subscribes to its source as it
/// is, without wrapping it in another observable, as RxSwift's `SubscribeOn` does: when the source
/// stops, the subscription to it is disposed on the scheduler, a step later, not at once by a
/// wrapper.
@Suite("subscribe(on:)")
struct SubscribeOnTests {
  @Test("after a stop event, subscribe(on:) disposes its source on the scheduler: a test observable records (201, 301)")
  func disposesSourceOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(observer.events == [.next(210, 1), .completed(300)])
    #expect(xs.subscriptions == [Subscription(201, 301)])
  }

  @Test("subscribe(on:) subscribes, and disposes, on the scheduler: one tick later each")
  func subscribeOnSubscribesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(201, 1), .next(210, 2)])
    let observer = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(observer.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(201, 1001)])
  }
}
