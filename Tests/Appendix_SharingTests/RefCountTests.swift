import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

@Suite("refCount")
struct RefCountTests {
  @Test("publish().refCount() connects at the first subscriber and disconnects after the last")
  func publishRefCount() {
    // RxSwift's testRefCount_Publish.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
      .next(280, 8), .next(290, 9), .completed(300),
    ])
    let res = xs.publish().refCount()
    var subscriptions: [Int: any Disposable] = [:]
    let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
    for (index, (from, to)) in [(215, 235), (225, 275), (255, 265), (285, 320)].enumerated() {
      scheduler.scheduleAt(from) { subscriptions[index] = res.subscribe(observers[index]) }
      scheduler.scheduleAt(to) { subscriptions[index]?.dispose() }
    }
    scheduler.start()
    #expect(observers[0].events == [.next(220, 2), .next(230, 3)])
    #expect(observers[1].events == [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
    #expect(observers[2].events == [.next(260, 6)])
    #expect(observers[3].events == [.next(290, 9), .completed(300)])
    #expect(xs.subscriptions == [Subscription(215, 275), Subscription(285, 300)])
  }

  @Test("a subscriber after the source completed connects again and hears the source afresh")
  func reconnectsAfterCompletion() {
    var subscribed = 0
    let source = Observable<Int>.create { observer in
      subscribed += 1
      observer.onNext(subscribed)
      observer.onCompleted()
      return Disposables.create()
    }
    let shared = source.publish().refCount()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2), .completed])
    #expect(subscribed == 2)
  }

  @Test("a subject that has already stopped ends the subscriber at once, without connecting")
  func stoppedSubjectDoesNotConnect() {
    // RxSwift's testRefCount_DoesntConnectsOnFirstInCaseSynchronousCompleted.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    let res = scheduler.start { xs.multicast(subject).refCount() }
    #expect(res.events == [.completed(200)])
    #expect(xs.subscriptions.isEmpty)
  }
}
