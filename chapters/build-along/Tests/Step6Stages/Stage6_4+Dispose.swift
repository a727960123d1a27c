import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

extension Stage6_4 {
  @Test("value() throws RxError.disposed after dispose")
  func valueThrowsDisposed() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    #expect(subject.isDisposed)
    #expect {
      try subject.value()
    } throws: { error in
      guard case .disposed(let object) = error as? RxError else { return false }
      return object === subject
    }
  }

  @Test("BehaviorSubject: after completed, a later error is dropped: a late subscriber hears completed")
  func behaviorSubjectKeepsTheFirstStop() {
    struct Failure: Error {}
    let subject = BehaviorSubject(value: 0)
    subject.onCompleted()
    subject.onError(Failure())
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }
}
