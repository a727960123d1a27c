import Appendix_Operators
import Appendix_Schedulers
import RxTest
import Step4_Sink
import Testing

/// The three time operators side by side on one short burst, as marbles: what tells them apart.
@Suite("debounce and throttle on one burst")
struct TimeMarbleTests {
  /// A hot source, 1 at 210, 2 at 215, 3 at 245, completed at 300, through `operate`, as marbles.
  static func marbles(_ operate: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Int>) -> (
    source: String, result: String
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(245, 3), .completed(300)])
    let observer = scheduler.start { operate(xs, scheduler) }
    return (xs.recordedEvents.marbles(), observer.events.marbles())
  }

  @Test("on one burst, debounce sends its last element late, throttle the first at once and the last when due")
  func burst() {
    let debounced = Self.marbles { xs, scheduler in xs.debounce(.seconds(20), scheduler: scheduler) }
    let throttled = Self.marbles { xs, scheduler in xs.throttle(.seconds(20), scheduler: scheduler) }
    let firstOnly = Self.marbles { xs, scheduler in xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
    #expect(debounced.source == "-(12)--3-----|")
    #expect(debounced.result == "---2--3---|")
    #expect(throttled.result == "-1-2-3----|")
    #expect(firstOnly.result == "-1--3-----|")
  }
}
