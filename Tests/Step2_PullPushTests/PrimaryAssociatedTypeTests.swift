import Testing

@testable import Step2_PullPush

@Suite("Modern Swift: any ObserverType<Bool> is the generic interface IObserver<T>")
struct PrimaryAssociatedTypeTests {
  // snippet: mixed-observers
  @Test(
    "one array of any ObserverType<Bool> holds observers of different types, each called as it is")
  func heterogeneousArray() {
    var seenByClosure: [Bool] = []
    let closureObserver = Push.AnonymousObserver<Bool> { seenByClosure.append($0) }
    let recorder = ValueRecorder<Bool>()

    // Two different classes in one array, with no wrapper around either.
    let observers: [any Push.ObserverType<Bool>] = [closureObserver, recorder]
    for observer in observers {
      observer.notify(true)
    }

    #expect(seenByClosure == [true])
    #expect(recorder.values == [true])
    #expect(observers[1] === recorder)  // the array holds the recorder itself, not a copy or wrapper
  }
  // snippet: end

  @Test("an observer known only as any ObserverType<Bool> can be subscribed and unsubscribed as it is")
  func existentialSubscribes() {
    let source = Push.BooleanObservable()
    let recorder = ValueRecorder<Bool>()
    let observer: any Push.ObserverType<Bool> = recorder

    source.subscribe(observer)  // Swift opens the existential to call the generic method
    source.isFine = false
    source.unsubscribe(observer)
    source.isFine = true

    #expect(recorder.values == [false])
  }

  @Test("a source known only as any ObservableType<Bool> accepts observers, like IObservable<bool>")
  func existentialSource() {
    let concrete = Push.BooleanObservable()
    let source: any Push.ObservableType<Bool> = concrete
    let recorder = ValueRecorder<Bool>()

    source.subscribe(recorder)
    concrete.isFine = false

    #expect(recorder.values == [false])
  }
}
