import RxTestSupport
import Step5_Operators
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("asSingle and asMaybe", .watchdog())
struct AsSingleTests {
  @Test("asSingle of one element succeeds with it")
  func singleOfOne() {
    var events: [String] = []
    _ = Observable.of(1).asSingle().subscribe { events.append(describe($0)) }
    #expect(events == ["success(1)"])
  }

  @Test("asSingle of no elements fails with RxError.noElements")
  func singleOfNone() {
    var events: [String] = []
    _ = Observable<Int>.empty().asSingle().subscribe { events.append(describe($0)) }
    #expect(events == ["failure(Sequence doesn't contain any elements.)"])
  }

  @Test("asSingle holds the element back until the source completes")
  func singleWaitsForCompletion() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.asSingle().asObservable().subscribe(recorder)
    source.send(1)
    #expect(recorder.events.isEmpty)
    source.send(.completed)
    #expect(recorder.descriptions == ["next(1)", "completed"])
  }

  @Test("asSingle sends moreThanOneElement on the second element, before any completion, and disposes the source")
  func singleOfTwo() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.asSingle().asObservable().subscribe(recorder)
    source.send(1, 2)
    #expect(recorder.descriptions == ["error(Sequence contains more than one element.)"])
    #expect(source.disposals == 1)
    source.send(3)
    source.send(.completed)
    #expect(recorder.events.count == 1)
  }

  @Test("asSingle passes on an error from the source")
  func singleOfError() {
    var events: [String] = []
    _ = Observable<Int>.error(TestError()).asSingle().subscribe { events.append(describe($0)) }
    #expect(events == ["failure(TestError)"])
  }

  @Test("asMaybe of no elements completes")
  func maybeOfNone() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().asMaybe().asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("asMaybe of one element succeeds with it once the source completes")
  func maybeOfOne() {
    let source = ManualSource<Int>()
    var events: [String] = []
    _ = source.observable.asMaybe().subscribe { events.append($0.description) }
    source.send(1)
    #expect(events.isEmpty)
    source.send(.completed)
    #expect(events == ["success(1)"])
  }

  @Test("asMaybe sends moreThanOneElement on the second element, before any completion, and disposes the source")
  func maybeOfTwo() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.asMaybe().asObservable().subscribe(recorder)
    source.send(1, 2)
    #expect(recorder.descriptions == ["error(Sequence contains more than one element.)"])
    #expect(source.disposals == 1)
  }

  @Test("asSingle of a synchronous source of many elements fails once, with moreThanOneElement")
  func singleOfSynchronousMany() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...5).asSingle().asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["error(Sequence contains more than one element.)"])
  }
}
