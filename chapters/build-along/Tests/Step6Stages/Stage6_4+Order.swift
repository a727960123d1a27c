import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

extension Stage6_4 {
  @Test("BehaviorSubject: once the oldest subscriber has left, the next newcomer is served first")
  func newcomerServedFirst() {
    let subject = BehaviorSubject(value: 0)
    let log = LockedList<String>()
    var listening = false
    let a = subject.subscribe(onNext: { _ in if listening { log.append("A") } })
    for name in ["B", "B2"] {
      _ = subject.subscribe(onNext: { _ in if listening { log.append(name) } })
    }
    a.dispose()
    _ = subject.subscribe(onNext: { _ in if listening { log.append("C") } })
    listening = true
    subject.onNext(1)
    #expect(log.items == ["C", "B", "B2"])
  }
}
