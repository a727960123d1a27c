import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixCombining

@Suite("Appendix: combining sequences, exercise 2: pausable")
struct PausableTests {
  @Test("elements pass while the pauser's latest value is true, and are dropped while it is false")
  func opensAndShuts() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .next(260, 3), .completed(280)])
    let pauser = scheduler.createHotObservable([.next(210, true), .next(230, false), .next(250, true)])
    let observer = scheduler.start { xs.pausable(pauser) }
    #expect(observer.events == [.next(220, 1), .next(260, 3), .completed(280)])
  }

  @Test("before the pauser has sent anything, every element is dropped")
  func shutAtFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let pauser = scheduler.createHotObservable([.next(220, true)])
    let observer = scheduler.start { xs.pausable(pauser) }
    #expect(observer.events == [.next(230, 2)])
  }

  @Test("the pauser's completion ends only its own subscription, and its last value holds")
  func pauserCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .completed(240)])
    let pauser = scheduler.createHotObservable([.next(210, true), .completed(220)])
    let observer = scheduler.start { xs.pausable(pauser) }
    #expect(observer.events == [.next(230, 1), .completed(240)])
    #expect(pauser.subscriptions == [Subscription(200, 220)])
  }

  @Test("an error from the pauser ends the sequence")
  func pauserFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1)])
    let pauser = scheduler.createHotObservable([.next(210, true), .error(220, TestError())])
    let observer = scheduler.start { xs.pausable(pauser) }
    #expect(observer.events == [.error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("the source's completion ends the sequence and disposes the pauser's subscription")
  func sourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220, Int.self)])
    let pauser = scheduler.createHotObservable([.next(300, true)])
    let observer = scheduler.start { xs.pausable(pauser) }
    #expect(observer.events == [.completed(220)])
    #expect(pauser.subscriptions == [Subscription(200, 220)])
  }

  @Test("a pauser that sends true while being subscribed opens the gate for the source's first element")
  func pauserSendsAtOnce() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).pausable(Observable.just(true)).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }
}
