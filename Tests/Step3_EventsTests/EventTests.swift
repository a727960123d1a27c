import Testing

@testable import Step3_Events

@Suite("Event")
struct EventTests {
  @Test("an event prints as RxSwift prints it: next(Hello World), error(...), completed")
  func descriptions() {
    #expect(Event.next("Hello World").description == "next(Hello World)")
    #expect(Event<String>.error(TestError()).description == "error(TestError)")
    #expect(Event<String>.completed.description == "completed")
  }

  @Test("error and completed are stop events; next is not")
  func stopEvents() {
    #expect(!Event.next(1).isStopEvent)
    #expect(Event<Int>.error(TestError()).isStopEvent)
    #expect(Event<Int>.completed.isStopEvent)
  }

  @Test("element and error read the payload of their own case and are nil otherwise")
  func payloads() {
    #expect(Event.next(7).element == 7)
    #expect(Event<Int>.completed.element == nil)
    #expect(Event<Int>.error(TestError()).element == nil)
    #expect(Event<Int>.error(TestError()).error is TestError)
    #expect(Event.next(7).error == nil)
    #expect(Event<Int>.completed.error == nil)
  }

  @Test("onNext, onError and onCompleted send the matching event")
  func observerConveniences() {
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
