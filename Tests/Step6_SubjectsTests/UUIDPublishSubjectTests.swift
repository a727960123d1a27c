import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

@Suite("The UUID-keyed first draft", .watchdog())
struct UUIDPublishSubjectTests {
  @Test("the UUID draft delivers each event to every subscriber")
  func deliversToEveryone() {
    let subject = UUIDPublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = subject.subscribe(first)
    _ = subject.subscribe(second)
    subject.onNext(1)
    subject.onNext(2)
    #expect(first.elements == [1, 2])
    #expect(second.elements == [1, 2])
  }

  @Test("disposing a UUID draft subscription stops delivery to that subscriber alone")
  func disposeStopsOne() {
    let subject = UUIDPublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let subscription = subject.subscribe(first)
    _ = subject.subscribe(second)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(first.elements == [1])
    #expect(second.elements == [1, 2])
  }

  // snippet: uuid-flaw-test
  @Test(
    "the draft's flaw: it forgets that it completed, so a later subscriber still receives next events"
  )
  func forgetsItCompleted() {
    let subject = UUIDPublishSubject<Int>()
    let early = EventRecorder<Int>()
    _ = subject.subscribe(early)
    subject.onCompleted()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    subject.onNext(1)
    // the AnonymousObserver wrapper stops the early one...
    #expect(early.descriptions == ["completed"])
    #expect(late.descriptions == ["next(1)"])  // ...but the subject itself never learned it had ended
  }
  // snippet: end

  @Test("a UUID draft subscription does not keep the draft alive")
  func subscriptionDoesNotRetain() {
    weak var weakSubject: UUIDPublishSubject<Int>?
    let subscription: any Disposable
    do {
      let subject = UUIDPublishSubject<Int>()
      weakSubject = subject
      subscription = subject.subscribe(EventRecorder<Int>())
    }
    #expect(weakSubject == nil)
    subscription.dispose()  // the owner is gone: nothing to do, and no crash
  }
}
