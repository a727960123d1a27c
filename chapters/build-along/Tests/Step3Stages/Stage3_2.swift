import Step3_Events
import Testing

@Suite("3.2 ObserverType: one method, on(_:)")
struct Stage3_2 {
  @Test("onNext sends a next event with the element")
  func onNext() {
    let recorder = EventRecorder<Int>()
    recorder.onNext(1)
    #expect(recorder.descriptions == ["next(1)"])
  }

  @Test("onError sends an error event with the error")
  func onError() {
    let recorder = EventRecorder<Int>()
    recorder.onError(TestError())
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("onCompleted sends a completed event")
  func onCompleted() {
    let recorder = EventRecorder<Int>()
    recorder.onCompleted()
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("any ObserverType<Int> holds any observer of Ints, with no wrapper type")
  func primaryAssociatedType() {
    let recorder = EventRecorder<Int>()
    let observers: [any ObserverType<Int>] = [recorder, AnonymousObserver<Int> { _ in }]
    for observer in observers { observer.onNext(3) }
    #expect(recorder.descriptions == ["next(3)"])
  }
}
