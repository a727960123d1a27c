import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// `just(_:scheduler:)` at RxSwift's virtual ticks.
@Suite("just(_:scheduler:)")
struct JustScheduledTests {
  @Test("just(_:scheduler:) sends its element and its completion in two scheduled steps")
  func justScheduled() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 42), .completed(202)])
  }
}
