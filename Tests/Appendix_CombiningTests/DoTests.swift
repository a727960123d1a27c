import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `do`: closures called around the events and the subscription.
@Suite("do")
struct DoTests {
  @Test("do calls its closures in order around the events and the subscription")
  func doOrder() {
    let log = LockedList<String>()
    let subject = PublishSubject<Int>()
    let subscription = subject.do(
      onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
      onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
      onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    ).subscribe(onNext: { log.append("observer \($0)") })
    subject.onNext(1)
    subject.onCompleted()
    #expect(
      log.items == [
        "onSubscribe", "onSubscribed", "onNext 1", "observer 1", "afterNext 1", "onCompleted", "afterCompleted",
        "onDispose",
      ])
    subscription.dispose()
  }

  @Test("a do closure that throws turns into an error downstream and ends the subscription")
  func doThrows() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { xs.do(onNext: { if $0 == 2 { throw TestError() } }) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
