import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixCombining

@Suite("Appendix: combining sequences, exercise 2: take(until:)")
struct TakeUntilTests {
  @Test("the other sequence's first element completes the result and disposes both")
  func otherElementCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
    let stop = scheduler.createHotObservable([.next(240, "stop"), .completed(260)])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(stop.subscriptions == [Subscription(200, 240)])
  }

  @Test("the other sequence completing without an element changes nothing")
  func otherCompletionChangesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 3), .completed(270)])
    let stop = scheduler.createHotObservable([.completed(220, String.self)])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .next(250, 3), .completed(270)])
    #expect(stop.subscriptions == [Subscription(200, 220)])
  }

  @Test("an error from the other sequence ends the result")
  func otherErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 3)])
    let stop = scheduler.createHotObservable([.error(220, TestError(), String.self)])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("the source's own completion ends it and disposes the other sequence")
  func sourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let stop = scheduler.createHotObservable([.next(300, "stop")])
    let observer = scheduler.start { xs.take(until: stop) }
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(stop.subscriptions == [Subscription(200, 220)])
  }

  @Test("an other sequence that sends while being subscribed completes the result before the source's first element")
  func otherSendsAtOnce() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).take(until: Observable.just("now")).subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }
}
