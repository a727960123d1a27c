import Appendix_Sharing
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// The sharing operators keep their subscribers in a `Bag`: once the oldest has left, the next
/// newcomer is served first, as in RxSwift.
@Suite("Subscription order of the sharing operators after the oldest subscriber leaves")
struct SharingSubscriptionOrderTests {
  /// A, B, B2 subscribe to `shared`, A disposes, C subscribes, then `send` runs; returns who
  /// hears the element it sends, in order.
  func order(of shared: Observable<Int>, send: () -> Void) -> [String] {
    let log = LockedList<String>()
    var listening = false
    func subscribe(_ name: String) -> any Disposable {
      shared.subscribe(onNext: { _ in if listening { log.append(name) } })
    }
    let a = subscribe("A")
    _ = subscribe("B")
    _ = subscribe("B2")
    a.dispose()
    _ = subscribe("C")
    listening = true
    send()
    return log.items
  }

  @Test("ReplaySubject: once the oldest subscriber has left, the next newcomer is served first")
  func replaySubject() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    #expect(order(of: subject.asObservable()) { subject.onNext(1) } == ["C", "B", "B2"])
  }

  @Test(
    "share(), with and without replay: once the oldest subscriber has left, the next newcomer is served first",
    arguments: [0, 1, 2])
  func share(replay: Int) {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: replay)
    #expect(order(of: shared) { source.onNext(1) } == ["C", "B", "B2"])
  }

  @Test("publish: once the oldest subscriber has left, the next newcomer is served first")
  func publish() {
    let source = PublishSubject<Int>()
    let published = source.publish()
    _ = published.connect()
    #expect(order(of: published.asObservable()) { source.onNext(1) } == ["C", "B", "B2"])
  }
}
