import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

/// Subjects keep their subscribers in a `Bag`: once the oldest has left, the next newcomer takes
/// its slot at the front, as in RxSwift.
@Suite("Subscription order after the oldest subscriber leaves")
struct SubscriptionOrderTests {
  /// A, B, B2 subscribe, A disposes, C subscribes; returns who hears the element sent next, in order.
  func order<Subject: ObservableType>(of subject: Subject, send: (Subject) -> Void) -> [String]
  where Subject.Element == Int {
    let log = LockedList<String>()
    var listening = false
    func subscribe(_ name: String) -> any Disposable {
      subject.subscribe(onNext: { _ in if listening { log.append(name) } })
    }
    let a = subscribe("A")
    _ = subscribe("B")
    _ = subscribe("B2")
    a.dispose()
    _ = subscribe("C")
    listening = true
    send(subject)
    return log.items
  }

  @Test("PublishSubject: once the oldest subscriber has left, the next newcomer is served first")
  func publishSubject() {
    #expect(order(of: PublishSubject<Int>(), send: { $0.onNext(1) }) == ["C", "B", "B2"])
  }

  @Test("BehaviorSubject: once the oldest subscriber has left, the next newcomer is served first")
  func behaviorSubject() {
    #expect(order(of: BehaviorSubject(value: 0), send: { $0.onNext(1) }) == ["C", "B", "B2"])
  }
}
