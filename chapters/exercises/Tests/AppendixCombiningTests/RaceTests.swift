import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixCombining

@Suite("Appendix: combining sequences, exercise 1: race")
struct RaceTests {
  @Test("the first side to send an element wins: its events go out, and the other is disposed at once")
  func firstElementWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(220, 1), .completed(250)])
    let right = scheduler.createHotObservable([.next(210, 10), .next(240, 20), .completed(260)])
    let observer = scheduler.start { left.race(right) }
    #expect(observer.events == [.next(210, 10), .next(240, 20), .completed(260)])
    #expect(left.subscriptions == [Subscription(200, 210)])
    #expect(right.subscriptions == [Subscription(200, 260)])
  }

  @Test("a completion wins the race as an element does")
  func completionWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.completed(210, Int.self)])
    let right = scheduler.createHotObservable([.next(220, 10)])
    let observer = scheduler.start { left.race(right) }
    #expect(observer.events == [.completed(210)])
    #expect(right.subscriptions == [Subscription(200, 210)])
  }

  @Test("a side that fails before anyone has won drops out, and the other side goes on to win")
  func errorDropsOut() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
    let right = scheduler.createHotObservable([.next(220, 10), .completed(230)])
    let observer = scheduler.start { left.race(right) }
    #expect(observer.events == [.next(220, 10), .completed(230)])
    #expect(left.subscriptions == [Subscription(200, 210)])
  }

  @Test("when both sides fail before anyone has won, the second error goes out")
  func bothFail() {
    struct Second: Error, CustomStringConvertible {
      var description: String { "Second" }
    }
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
    let right = scheduler.createHotObservable([.error(220, Second(), Int.self)])
    let observer = scheduler.start { left.race(right) }
    #expect(observer.events == [.error(220, Second())])
  }

  @Test("an error from the winner, after it has won, ends the sequence")
  func winnerFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
    let right = scheduler.createHotObservable([.next(220, 10)])
    let observer = scheduler.start { left.race(right) }
    #expect(observer.events == [.next(210, 1), .error(230, TestError())])
  }

  @Test("disposing race before either side has sent disposes both")
  func disposeBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(300, 1)])
    let right = scheduler.createHotObservable([.next(300, 2)])
    let observer = scheduler.start(disposed: 250) { left.race(right) }
    #expect(observer.events.isEmpty)
    #expect(left.subscriptions == [Subscription(200, 250)])
    #expect(right.subscriptions == [Subscription(200, 250)])
  }
}
