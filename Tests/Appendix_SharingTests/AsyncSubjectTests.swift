import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("AsyncSubject")
struct AsyncSubjectTests {
  /// A hot source of `events` feeding an `AsyncSubject` from tick 200; A subscribes to the subject
  /// at 200, B at `late`. Their events as marbles from tick 200, one frame per 10 ticks.
  static func run(_ events: [Recorded<Event<Int>>], late: TestTime) -> (a: String, b: String) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let subject = AsyncSubject<Int>()
    let a = scheduler.createObserver(Int.self)
    let b = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = xs.subscribe(subject)
      _ = subject.subscribe(a)
    }
    scheduler.scheduleAt(late) { _ = subject.subscribe(b) }
    scheduler.start()
    return (a.events.marbles(), b.events.marbles())
  }

  @Test("nothing until completed, then the last element and completed, to early and late subscribers alike")
  func lastElementAtTheEnd() {
    let run = Self.run([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)], late: 300)
    #expect(run.a == "-------(3|)")
    #expect(run.b == "----------(3|)")
  }

  @Test("completed with no element before it is sent alone, to early and late subscribers alike")
  func completedAlone() {
    let run = Self.run([.completed(270)], late: 300)
    #expect(run.a == "-------|")
    #expect(run.b == "----------|")
  }

  @Test("an error goes out as it is, and the element before it is never sent")
  func errorDropsTheElement() {
    let run = Self.run([.next(210, 1), .error(270, TestError())], late: 300)
    #expect(run.a == "-------#")
    #expect(run.b == "----------#")
  }

  @Test("after the end, later events are dropped: a second completion does not send the newer element")
  func endsOnce() {
    let subject = AsyncSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onCompleted()
    subject.onError(TestError())
    #expect(recorder.descriptions == ["next(1)", "completed"])
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.descriptions == ["next(1)", "completed"])
  }

  @Test("a subscriber that disposes before the end hears nothing, and hasObservers follows the subscriptions")
  func disposeBeforeTheEnd() {
    let subject = AsyncSubject<Int>()
    #expect(!subject.hasObservers)
    let early = EventRecorder<Int>()
    let subscription = subject.subscribe(early)
    #expect(subject.hasObservers)
    subject.onNext(1)
    subscription.dispose()
    #expect(!subject.hasObservers)
    subject.onCompleted()
    #expect(early.events.isEmpty)
  }

  @Test("the end lets go of every subscriber, though the subject lives on")
  func endReleasesSubscribers() {
    let subject = AsyncSubject<Token>()
    weak var kept: Token?
    do {
      let token = Token()
      kept = token
      _ = subject.subscribe(onNext: { _ in withExtendedLifetime(token) {} })
    }
    #expect(kept != nil)
    subject.onCompleted()
    #expect(kept == nil)
    #expect(!subject.hasObservers)
  }

  @Test("a subscription never keeps the subject alive")
  func subscriptionDoesNotRetain() {
    weak var weakSubject: AsyncSubject<Int>?
    var subscription: (any Disposable)?
    do {
      let subject = AsyncSubject<Int>()
      weakSubject = subject
      subscription = subject.subscribe { _ in }
    }
    #expect(weakSubject == nil)
    subscription?.dispose()
  }

  @Test("AsyncSubject's SubjectObserverType is the subject itself, the type asObserver returns")
  func subjectObserverType() {
    #expect(AsyncSubject<Int>.SubjectObserverType.self == AsyncSubject<Int>.self)
    #expect(AsyncSubject<Int>.Observer.self == AsyncSubject<Int>.SubjectObserverType.self)
  }
}
