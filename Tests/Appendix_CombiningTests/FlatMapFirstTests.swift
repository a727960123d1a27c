import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `flatMapFirst`: one inner sequence at a time, the elements that come meanwhile dropped.
@Suite("flatMapFirst")
struct FlatMapFirstTests {
  // snippet: flat-map-first-test
  @Test("flatMapFirst ignores the elements that arrive while an inner sequence is running")
  func flatMapFirstIgnoresWhileBusy() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])

    let observer = scheduler.start {
      xs.flatMapFirst { value in
        scheduler.createColdObservable([.next(5, value * 10), .completed(20)])
      }
    }

    // 2 arrives while 1's inner sequence runs (210 to 230): dropped. 3 arrives after it.
    #expect(observer.events == [.next(215, 10), .next(245, 30), .completed(300)])
  }
  // snippet: end
}
