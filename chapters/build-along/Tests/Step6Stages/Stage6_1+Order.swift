import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

extension Stage6_1 {
  @Test("PublishSubject: once the oldest subscriber has left, the next newcomer is served first")
  func newcomerServedFirst() {
    let subject = PublishSubject<Int>()
    let log = LockedList<String>()
    let a = subject.subscribe(onNext: { _ in log.append("A") })
    for name in ["B", "B2"] {
      _ = subject.subscribe(onNext: { _ in log.append(name) })
    }
    a.dispose()
    _ = subject.subscribe(onNext: { _ in log.append("C") })
    subject.onNext(1)
    #expect(log.items == ["C", "B", "B2"])
  }
}
