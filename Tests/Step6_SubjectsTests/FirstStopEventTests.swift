import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

/// A subject keeps the first stop event it is sent; later ones are dropped.
@Suite("The first stop event wins", .watchdog())
struct FirstStopEventTests {
  struct Failure: Error {}

  @Test("after completed, a later error is dropped: a late subscriber hears completed")
  func publishSubjectKeepsTheFirstStop() {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    subject.onError(Failure())
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("BehaviorSubject: after completed, a later error is dropped: a late subscriber hears completed")
  func behaviorSubjectKeepsTheFirstStop() {
    let subject = BehaviorSubject(value: 0)
    subject.onCompleted()
    subject.onError(Failure())
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }
}
