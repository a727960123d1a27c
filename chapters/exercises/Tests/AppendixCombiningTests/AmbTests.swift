import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixCombining

@Suite("Appendix: combining sequences, exercise 1: amb")
struct AmbTests {
  @Test("the left sequence sends first: its events go out, and the right one is disposed at once")
  func leftWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let right = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
    let observer = scheduler.start { left.amb(right) }
    #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(250)])
    #expect(left.subscriptions == [Subscription(200, 250)])
    #expect(right.subscriptions == [Subscription(200, 210)])
  }

  @Test("the right sequence sends first: its events go out, and the left one is disposed at once")
  func rightWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(220, 1), .completed(250)])
    let right = scheduler.createHotObservable([.next(210, 10), .next(240, 20), .completed(260)])
    let observer = scheduler.start { left.amb(right) }
    #expect(observer.events == [.next(210, 10), .next(240, 20), .completed(260)])
    #expect(left.subscriptions == [Subscription(200, 210)])
  }

  @Test("a stop event wins too: an error first ends everything")
  func errorWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(220, 1), .completed(250)])
    let right = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
    let observer = scheduler.start { left.amb(right) }
    #expect(observer.events == [.error(210, TestError())])
    #expect(left.subscriptions == [Subscription(200, 210)])
  }

  @Test("disposing amb before either has sent disposes both")
  func disposeBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(300, 1)])
    let right = scheduler.createHotObservable([.next(300, 2)])
    let observer = scheduler.start(disposed: 250) { left.amb(right) }
    #expect(observer.events.isEmpty)
    #expect(left.subscriptions == [Subscription(200, 250)])
    #expect(right.subscriptions == [Subscription(200, 250)])
  }
}
