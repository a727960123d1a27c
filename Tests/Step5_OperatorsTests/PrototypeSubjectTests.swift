import RxTestSupport
import Step4_Sink
import Testing

@testable import Step5_Operators

@Suite("RxPrototype: PublishSubject", .watchdog())
struct PrototypeSubjectTests {
  @Test("a subject sends nothing to a subscriber of what came before it subscribed")
  func onlyLaterEvents() {
    let subject = RxPrototype.PublishSubject<Int>()
    subject.onNext(1)
    let recorder = PrototypeRecorder<Int>()
    subject.subscribe(recorder)
    subject.onNext(2)
    #expect(recorder.descriptions == ["next(2)"])
  }

  @Test("a disposed subscriber is removed from the subject and receives nothing more")
  func disposedSubscriberIsRemoved() {
    let subject = RxPrototype.PublishSubject<Int>()
    var first: [String] = []
    var second: [String] = []
    let trace = traced { _ in
      let disposable = subject.subscribe(on: { first.append("\($0)") })
      _ = subject.subscribe(on: { second.append("\($0)") })
      disposable.dispose()
    }
    subject.onNext(1)
    #expect(first.isEmpty)
    #expect(second == ["next(1)"])
    #expect(subject.subscriberCount == 1)
    // The first subscriber's link and sink are gone; the second's stay, held by the subject.
    #expect(
      trace.lines(endingWith: " deinit").sorted() == ["PublishSubjectSubscription deinit", "SubscriptionSink deinit"])
  }

  @Test("a stopped subject drops every later event")
  func stoppedSubjectDropsEvents() {
    let subject = RxPrototype.PublishSubject<Int>()
    let recorder = PrototypeRecorder<Int>()
    subject.subscribe(recorder)
    subject.onError(TestError())
    subject.onNext(1)
    subject.onCompleted()
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("a late subscriber to a stopped subject receives the first stop event at once and is not kept")
  func lateSubscriber() {
    let subject = RxPrototype.PublishSubject<Int>()
    subject.onCompleted()
    subject.onError(TestError())
    var handled: [String] = []
    let trace = traced { _ in
      _ = subject.subscribe(on: { handled.append("\($0)") })
    }
    #expect(handled == ["completed"])
    #expect(subject.subscriberCount == 0)
    #expect(
      trace.lines(endingWith: " deinit").sorted() == ["PublishSubjectSubscription deinit", "SubscriptionSink deinit"])
  }

  @Test("a subscription does not keep its subject alive")
  func subscriptionDoesNotRetainSubject() {
    weak var weakSubject: RxPrototype.PublishSubject<Int>?
    var kept: (any RxPrototype.Disposable)?
    do {
      let subject = RxPrototype.PublishSubject<Int>()
      weakSubject = subject
      kept = subject.subscribe(on: { _ in })
    }
    #expect(weakSubject == nil)
    kept?.dispose()  // and disposing after the subject went is harmless
  }

  @Test("operators chain on a subject, one link per operator per subscriber")
  func chainedSubject() {
    let subject = RxPrototype.PublishSubject<Int>()
    let recorder = PrototypeRecorder<String>()
    subject.filter { $0 > 1 }.map { "#\($0)" }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    #expect(recorder.descriptions == ["next(#2)", "completed"])
    #expect(subject.subscriberCount == 0)
  }
}
