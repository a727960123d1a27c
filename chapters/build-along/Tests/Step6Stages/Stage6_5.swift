import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("6.5 BehaviorSubject: a subject with a current value")
struct Stage6_5 {
  @Test("a new subscriber hears the initial value at once")
  func initialValue() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["next(0)"])
  }

  @Test("a late subscriber hears the latest value first, then what follows")
  func latestValueFirst() {
    let subject = BehaviorSubject(value: 0)
    subject.on(.next(1))
    subject.on(.next(2))
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.on(.next(3))
    #expect(recorder.descriptions == ["next(2)", "next(3)"])
  }

  @Test("value() returns the latest value")
  func valueIsLatest() throws {
    let subject = BehaviorSubject(value: 0)
    subject.on(.next(5))
    #expect(try subject.value() == 5)
  }

  @Test("value() throws the subject's error after error")
  func valueThrowsError() {
    let subject = BehaviorSubject(value: 0)
    subject.on(.error(TestError()))
    #expect(throws: TestError.self) { try subject.value() }
  }

  @Test("a completed subject gives a late subscriber only completed, not the last value")
  func completedLateSubscriber() {
    let subject = BehaviorSubject(value: 0)
    subject.on(.completed)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("disposing a subscription stops delivery to it")
  func disposeStops() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subscription.dispose()
    subject.on(.next(1))
    #expect(recorder.descriptions == ["next(0)"])
    #expect(!subject.hasObservers)
  }

  @Test("after dispose(), a new subscriber gets RxError.disposed instead of the value")
  func afterDispose() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    #expect(subject.isDisposed)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events.count == 1)
    #expect(recorder.events.first?.error is RxError)
  }
}
