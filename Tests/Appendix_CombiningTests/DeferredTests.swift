import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `deferred`: a factory called anew for each subscription.
@Suite("deferred")
struct DeferredTests {
  @Test("deferred calls its factory anew for each subscription")
  func deferredPerSubscription() {
    var made = 0
    let sequence = Observable<Int>.deferred {
      made += 1
      return .just(made)
    }
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = sequence.subscribe(first)
    _ = sequence.subscribe(second)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2), .completed])
  }

  @Test("a deferred factory that throws sends the error")
  func deferredThrows() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.deferred { throw TestError() }.subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }
}
