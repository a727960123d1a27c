import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

/// What the lesson core's subjects hand back, by type: RxSwift's `SubscriptionDisposable`. (The
/// fast core, which shares `PublishSubjectTests`, names its own differently.)
@Suite("SubscriptionDisposable", .watchdog())
struct SubscriptionDisposableTests {
  @Test("a subscriber gets a SubscriptionDisposable for the subject and its key")
  func subscriberGetsOne() {
    let subject = PublishSubject<Int>()
    #expect(subject.subscribe(EventRecorder<Int>()) is SubscriptionDisposable<PublishSubject<Int>>)
  }

  @Test("a late subscriber to a completed subject gets no SubscriptionDisposable: nothing to unsubscribe")
  func lateSubscriberGetsNone() {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    #expect(!(subject.subscribe(EventRecorder<Int>()) is SubscriptionDisposable<PublishSubject<Int>>))
  }
}
