import Appendix_Sharing
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// The sharing operators keep their subscribers in a `Bag`: once the oldest has left, the next
/// newcomer is served first, as in RxSwift.
@Suite("Subscription order of the sharing operators after the oldest subscriber leaves")
struct SharingSubscriptionOrderTests {
  @Test("ReplaySubject: once the oldest subscriber has left, the next newcomer is served first")
  func replaySubject() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    #expect(subscriptionOrder(of: subject.asObservable()) { subject.onNext(1) } == ["C", "B", "B2"])
  }

  @Test(
    "share(), with and without replay: once the oldest subscriber has left, the next newcomer is served first",
    arguments: [0, 1, 2])
  func share(replay: Int) {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: replay)
    #expect(subscriptionOrder(of: shared) { source.onNext(1) } == ["C", "B", "B2"])
  }

  @Test("publish: once the oldest subscriber has left, the next newcomer is served first")
  func publish() {
    let source = PublishSubject<Int>()
    let published = source.publish()
    _ = published.connect()
    #expect(subscriptionOrder(of: published.asObservable()) { source.onNext(1) } == ["C", "B", "B2"])
  }
}
