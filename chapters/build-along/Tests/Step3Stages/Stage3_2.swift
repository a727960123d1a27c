import Step3_Events
import Testing

@Suite("3.2 ObserverType: one method, on(_:)")
struct Stage3_2 {
  @Test("onNext, onError and onCompleted send the matching event")
  func conveniences() {
    let recorder = EventRecorder<Int>()
    recorder.onNext(1)
    recorder.onError(TestError())
    recorder.onCompleted()
    #expect(recorder.descriptions == ["next(1)", "error(TestError)", "completed"])
  }

  @Test("any ObserverType<Int> holds any observer of Ints, with no wrapper type")
  func primaryAssociatedType() {
    let recorder = EventRecorder<Int>()
    let observers: [any ObserverType<Int>] = [recorder, AnonymousObserver<Int> { _ in }]
    for observer in observers { observer.onNext(3) }
    #expect(recorder.descriptions == ["next(3)"])
  }
}
