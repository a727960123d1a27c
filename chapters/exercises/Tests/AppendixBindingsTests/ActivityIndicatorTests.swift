import Appendix_UIBindings
import RxTest
import Step4_Sink
import Testing

@testable import AppendixBindings

@Suite("Appendix G, exercise 2: an activity indicator")
struct ActivityIndicatorTests {
  /// The indicator's values as a subscriber from tick 190 hears them, while `track` subscribes to
  /// tracked sequences from 200 on. A value comes a tick after the change that causes it: the
  /// driver hands it over on the (mocked) sharing scheduler.
  static func indicator(_ track: (TestScheduler, ActivityIndicator) -> Void) -> [Recorded<Event<Bool>>] {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [Recorded<Event<Bool>>] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let indicator = ActivityIndicator()
      let observer = scheduler.createObserver(Bool.self)
      scheduler.scheduleAt(190) { _ = indicator.asDriver().drive(observer) }
      track(scheduler, indicator)
      scheduler.start()
      events = observer.events
    }
    return events
  }

  @Test("true from a tracked sequence's subscription until it completes, false before and after")
  func oneSequence() {
    let events = Self.indicator { scheduler, indicator in
      let request = scheduler.createColdObservable([.next(10, "page"), .completed(30)])
      scheduler.scheduleAt(200) { _ = indicator.trackActivity(request).subscribe { _ in } }
    }
    #expect(events == [.next(191, false), .next(201, true), .next(231, false)])
  }

  @Test("two overlapping sequences keep it true until both have ended, with no repeated true")
  func overlapping() {
    let events = Self.indicator { scheduler, indicator in
      let first = scheduler.createColdObservable([.completed(30, Int.self)])
      let second = scheduler.createColdObservable([.completed(30, Int.self)])
      scheduler.scheduleAt(200) { _ = indicator.trackActivity(first).subscribe { _ in } }
      scheduler.scheduleAt(210) { _ = indicator.trackActivity(second).subscribe { _ in } }
    }
    #expect(events == [.next(191, false), .next(201, true), .next(241, false)])
  }

  @Test("an error, or a dispose() before the end, ends the activity too")
  func errorAndDispose() {
    let events = Self.indicator { scheduler, indicator in
      let failing = scheduler.createColdObservable([.error(10, IndicatorError(), Int.self)])
      let endless = scheduler.createColdObservable([.next(10, 1)])
      var subscription: (any Disposable)?
      scheduler.scheduleAt(200) { _ = indicator.trackActivity(failing).subscribe { _ in } }
      scheduler.scheduleAt(250) { subscription = indicator.trackActivity(endless).subscribe { _ in } }
      scheduler.scheduleAt(270) { subscription?.dispose() }
    }
    #expect(
      events == [.next(191, false), .next(201, true), .next(211, false), .next(251, true), .next(271, false)])
  }

  @Test("building a tracked chain counts nothing: only a subscription does")
  func onlySubscriptionsCount() {
    let events = Self.indicator { scheduler, indicator in
      let request = scheduler.createColdObservable([.completed(30, Int.self)])
      _ = indicator.trackActivity(request)  // never subscribed
    }
    #expect(events == [.next(191, false)])
  }
}

private struct IndicatorError: Error {}
