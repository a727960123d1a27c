import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

extension Stage6_1 {
  @Test("after completed, a later error is dropped: a late subscriber hears completed")
  func publishSubjectKeepsTheFirstStop() {
    struct Failure: Error {}
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    subject.onError(Failure())
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }
}
