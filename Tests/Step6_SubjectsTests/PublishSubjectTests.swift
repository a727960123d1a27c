import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step6_Subjects
#endif

@Suite("PublishSubject", .watchdog())
struct PublishSubjectTests {
  @Test("each event reaches every current subscriber, in the order they subscribed")
  func subscriptionOrder() {
    let subject = PublishSubject<Int>()
    let log = LockedList<String>()
    for name in ["A", "B", "C"] {
      _ = subject.subscribe { event in log.append("\(name) \(event)") }
    }
    subject.onNext(1)
    subject.onNext(2)
    #expect(log.items == ["A next(1)", "B next(1)", "C next(1)", "A next(2)", "B next(2)", "C next(2)"])
  }

  @Test("a subscriber hears only the events sent after it subscribed")
  func onlyLaterEvents() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.elements == [2, 3])
  }

  @Test("disposing a subscription stops delivery to it and removes it from the subject")
  func disposeRemoves() {
    let subject = PublishSubject<Int>()
    let stays = EventRecorder<Int>()
    let leaves = EventRecorder<Int>()
    _ = subject.subscribe(stays)
    let subscription = subject.subscribe(leaves)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(leaves.elements == [1])
    #expect(stays.elements == [1, 2])
    subscription.dispose()  // a second dispose is harmless
    #expect(subject.hasObservers)
  }

  @Test("hasObservers is true while someone is subscribed and false after the last one leaves")
  func hasObservers() {
    let subject = PublishSubject<Int>()
    #expect(!subject.hasObservers)
    let subscription = subject.subscribe(EventRecorder<Int>())
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("the same observer subscribed twice hears each event twice, and each subscription leaves on its own")
  func sameObserverTwice() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let first = subject.subscribe(recorder)
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    first.dispose()
    subject.onNext(2)
    #expect(recorder.elements == [1, 1, 2])
  }

  @Test("after completed, later events are dropped and the subscribers are let go")
  func droppedAfterCompleted() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onError(TestError())
    #expect(recorder.descriptions == ["next(1)", "completed"])
    #expect(!subject.hasObservers)
  }

  @Test("after error, later events are dropped")
  func droppedAfterError() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onError(TestError())
    subject.onNext(2)
    subject.onCompleted()
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("a late subscriber to a completed subject gets completed at once, and nothing to unsubscribe")
  func lateSubscriberGetsCompleted() {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.descriptions == ["completed"])
    #expect(!subject.hasObservers)
  }

  @Test("a late subscriber to a failed subject gets the same error at once")
  func lateSubscriberGetsError() {
    let subject = PublishSubject<Int>()
    subject.onError(TestError())
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.descriptions == ["error(TestError)"])
    #expect(late.events.first?.error is TestError)
  }

  @Test("after dispose(), on does nothing and the subscribers hear nothing more, not even a stop event")
  func disposeSilencesTheSubject() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    #expect(!subject.isDisposed)
    subject.dispose()
    #expect(subject.isDisposed)
    subject.onNext(2)
    subject.onCompleted()
    #expect(recorder.elements == [1])
    #expect(recorder.events.count == 1)
    #expect(!subject.hasObservers)
  }

  @Test("after dispose(), a new subscriber gets RxError.disposed naming the subject")
  func subscribeAfterDispose() throws {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    subject.dispose()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events.count == 1)
    let error = try #require(late.events.first?.error as? RxError)
    guard case .disposed(let object) = error else {
      Issue.record("expected RxError.disposed, got \(error)")
      return
    }
    #expect(ObjectIdentifier(object) == ObjectIdentifier(subject))
  }

  @Test("after dispose(), a stop event is still remembered: a new subscriber gets it, as in RxSwift")
  func stopAfterDispose() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    subject.onCompleted()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.descriptions == ["completed"])
  }

  @Test("a subject is its own observer side: asObserver returns the subject itself")
  func asObserverIsSelf() {
    let subject = PublishSubject<Int>()
    #expect(observerSide(of: subject) === subject)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.asObserver().onNext(1)
    #expect(recorder.elements == [1])
  }

  /// Goes through `SubjectType`, so the test also pins which `asObserver` the protocol picked.
  func observerSide<Subject: SubjectType>(of subject: Subject) -> Subject.Observer {
    subject.asObserver()
  }
}
