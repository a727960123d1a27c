import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `flatMapLatest` and `switchLatest`: only the latest inner sequence counts.
@Suite("flatMapLatest and switchLatest")
struct SwitchTests {
  // snippet: switch-test
  @Test("switchLatest disposes the previous inner sequence when a new one arrives")
  func switchDisposesPrevious() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([
      .next(10, 101), .next(20, 102), .next(110, 103), .completed(230),
    ])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(500)])

    let observer = scheduler.start { xs.switchLatest() }

    #expect(
      observer.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500),
      ])
    #expect(ys1.subscriptions == [Subscription(300, 400)])  // 103 at 410 never comes
    #expect(ys2.subscriptions == [Subscription(400, 450)])
  }
  // snippet: end

  @Test("switchLatest completes only when the source and the latest inner sequence have completed")
  func switchCompletesAfterLatest() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(150)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .completed(400)])
    let observer = scheduler.start { xs.switchLatest() }
    #expect(observer.events == [.next(310, 101), .completed(450)])
  }

  @Test("an error from the latest inner sequence ends everything")
  func switchInnerError() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .error(20, TestError(), Int.self)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .completed(600)])
    let observer = scheduler.start { xs.switchLatest() }
    #expect(observer.events == [.next(310, 101), .error(320, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 320)])
  }

  // snippet: stale-inner-test
  @Test("an element an old inner sequence sends after the switch is dropped, by its generation")
  func staleInnerIsDropped() {
    let old = StubbornSource()  // keeps sending to its observer, even once disposed
    let new = PublishSubject<Int>()
    let outer = PublishSubject<Observable<Int>>()
    let recorder = EventRecorder<Int>()
    let subscription = outer.switchLatest().subscribe(recorder)

    outer.onNext(old)
    old.send(1)
    outer.onNext(new.asObservable())  // disposes the subscription to `old`, which ignores it
    old.send(2)  // stale: its generation is no longer the latest
    new.onNext(3)

    #expect(recorder.events == [.next(1), .next(3)])
    subscription.dispose()
  }
  // snippet: end

  @Test("flatMapLatest maps each element and switches to the newest inner sequence")
  func flatMapLatestSwitches() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(235, 2), .completed(300)])
    let observer = scheduler.start {
      xs.flatMapLatest { value in
        scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 10 + 1), .completed(30)])
      }
    }
    #expect(observer.events == [.next(220, 10), .next(230, 11), .next(245, 20), .next(255, 21), .completed(300)])
  }

  @Test("a flatMapLatest selector that throws sends the error")
  func flatMapLatestSelectorThrows() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start { xs.flatMapLatest { _ -> Observable<Int> in throw TestError() } }
    #expect(observer.events == [.error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }
}

/// A sequence that ignores dispose: what it sends still reaches the observer it was given, as an
/// event already on its way on another thread would when a switch happens.
final class StubbornSource: Observable<Int> {
  private var observers: [(Event<Int>) -> Void] = []

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Int {
    observers.append(observer.on)
    return Disposables.create()
  }

  func send(_ value: Int) {
    for observer in observers { observer(.next(value)) }
  }
}
