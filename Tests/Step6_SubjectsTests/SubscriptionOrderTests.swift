import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

/// Subjects keep their subscribers in a `Bag`: once the oldest has left, the next newcomer takes
/// its slot at the front, as in RxSwift.
@Suite("Subscription order after the oldest subscriber leaves", .watchdog())
struct SubscriptionOrderTests {
  @Test("PublishSubject: once the oldest subscriber has left, the next newcomer is served first")
  func publishSubject() {
    let subject = PublishSubject<Int>()
    #expect(subscriptionOrder(of: subject) { subject.onNext(1) } == ["C", "B", "B2"])
  }

  @Test("BehaviorSubject: once the oldest subscriber has left, the next newcomer is served first")
  func behaviorSubject() {
    let subject = BehaviorSubject(value: 0)
    #expect(subscriptionOrder(of: subject) { subject.onNext(1) } == ["C", "B", "B2"])
  }
}
