import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `ifEmpty(default:)` and `ifEmpty(switchTo:)`: a sink that remembers whether anything went through.
@Suite("ifEmpty")
struct IfEmptyTests {
  @Test("ifEmpty(default:) sends the default, then completed, when the source completes empty")
  func defaultWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(230, Int.self)])
    let observer = scheduler.start { xs.ifEmpty(default: 7) }
    #expect(observer.events == [.next(230, 7), .completed(230)])
  }

  @Test("ifEmpty(default:) passes a source with elements as it is")
  func defaultNotNeeded() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).ifEmpty(default: 7).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("ifEmpty(default:) passes an error, with no default")
  func defaultNotOnError() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).ifEmpty(default: 7).subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("ifEmpty(switchTo:) subscribes to the other sequence only when the source completes empty")
  func switchWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(230, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
    let observer = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    #expect(observer.events == [.next(240, 8), .next(250, 9), .completed(260)])
    #expect(ys.subscriptions == [Subscription(230, 260)])
  }

  @Test("ifEmpty(switchTo:) never subscribes to the other sequence when the source has elements")
  func switchNotNeeded() {
    let other = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1).ifEmpty(switchTo: other.observable).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "completed"])
    #expect(other.subscriptions == 0)
  }

  @Test("disposing ifEmpty(switchTo:) after the switch disposes the other sequence's subscription")
  func disposeAfterSwitch() {
    let other = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.empty().ifEmpty(switchTo: other.observable).subscribe(recorder)
    other.send(1)
    subscription.dispose()
    other.send(2)
    #expect(recorder.descriptions == ["next(1)"])
    #expect(other.disposals == 1)
  }
}
