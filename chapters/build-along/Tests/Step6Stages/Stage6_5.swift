import StageSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

@Suite("6.5 Subjects in a chain")
struct Stage6_5 {
  @Test("operators from Step 5 chain on a subject: subject.map{}.filter{} sees what is sent afterwards")
  func operatorsOnSubject() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.map { $0 * 10 }.filter { $0 > 10 }.subscribe(recorder)
    subject.on(.next(1))
    subject.on(.next(2))
    subject.on(.completed)
    #expect(recorder.descriptions == ["next(20)", "completed"])
  }

  @Test("take(2) on a subject unsubscribes from it after the second element")
  func takeUnsubscribes() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.take(2).subscribe(recorder)
    subject.on(.next(1))
    #expect(subject.hasObservers)
    subject.on(.next(2))
    #expect(!subject.hasObservers)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("subscribe(onNext:onDisposed:) on a subject runs onDisposed once, when the subject completes")
  func onDisposedOnCompletion() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
    subject.on(.next(1))
    subject.on(.completed)
    subject.on(.completed)
    #expect(log == ["next 1", "disposed"])
  }
}
