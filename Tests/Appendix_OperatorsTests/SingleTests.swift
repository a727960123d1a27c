import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `single()`: an Observable that insists on exactly one element (unlike `asSingle()`, it stays an
/// Observable, and sends the element as soon as it comes).
@Suite("single()")
struct SingleTests {
  @Test("single() sends the one element at once, and completed when the source completes")
  func one() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let observer = scheduler.start { xs.single() }
    #expect(observer.events == [.next(210, 1), .completed(250)])
  }

  @Test("a second element ends single() with moreThanOneElement on its tick")
  func two() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let observer = scheduler.start { xs.single() }
    #expect(observer.events == [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("a source that completes empty ends single() with noElements")
  func none() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().single().subscribe(recorder)
    #expect(recorder.descriptions == ["error(\(RxError.noElements))"])
  }

  @Test("single(_:) counts only the elements the predicate accepts")
  func predicate() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(2)", "completed"])
  }

  @Test("a throwing predicate ends single(_:) with its error")
  func predicateThrows() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).single { (_: Int) -> Bool in throw TestError() }.subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }
}
