import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
  @testable import Step6_Subjects
#endif

@Suite("Subjects in chains of operators", .watchdog())
struct SubjectChainTests {
  @Test("operators from Step 5 chain on a subject: subject.map{}.filter{} sees what is sent afterwards")
  func mapFilter() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.map { $0 * 10 }.filter { $0 > 10 }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    #expect(recorder.descriptions == ["next(20)", "next(30)", "completed"])
  }

  @Test("take(2) on a subject unsubscribes from it after the second element")
  func takeUnsubscribes() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.take(2).subscribe(recorder)
    subject.onNext(1)
    #expect(subject.hasObservers)
    subject.onNext(2)
    #expect(!subject.hasObservers)
    subject.onNext(3)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("disposing a chain built on a subject removes the chain's sink from the subject")
  func disposeChain() {
    let subject = BehaviorSubject(value: 1)
    let recorder = EventRecorder<Int>()
    let subscription = subject.map { $0 + 1 }.subscribe(recorder)
    #expect(subject.hasObservers)
    subscription.dispose()
    subject.onNext(5)
    #expect(!subject.hasObservers)
    #expect(recorder.elements == [2])
  }

  @Test("subscribe(onNext:onDisposed:) on a subject runs onDisposed once, when the subject completes")
  func onDisposedOnCompletion() {
    let subject = PublishSubject<Int>()
    var disposals = 0
    let subscription = subject.subscribe(onNext: { _ in }, onDisposed: { disposals += 1 })
    subject.onCompleted()
    subscription.dispose()
    #expect(disposals == 1)
  }
}
