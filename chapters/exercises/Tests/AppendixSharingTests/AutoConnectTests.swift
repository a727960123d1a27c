import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Testing

@testable import AppendixSharing

@Suite("Appendix: sharing one subscription, exercise 1: autoconnect()")
struct AutoConnectTests {
  @Test("the first subscriber connects the source, and a second shares that one subscription")
  func firstSubscriberConnects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let shared = xs.publish().autoconnect()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(220) { _ = shared.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(210, 1), .next(230, 2), .completed(250)])
    #expect(second.events == [.next(230, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test("the connection stays when every subscriber has left")
  func neverDisconnects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let shared = xs.publish().autoconnect()
    let observer = scheduler.start(disposed: 220) { shared }
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200)])
  }

  @Test("the first subscriber hears what the source sends while it connects")
  func subscribesBeforeConnecting() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).publish().autoconnect().subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }
}
