import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05b

@Suite("Chapter 5b, exercise 1: take, as a prototype link")
struct TakeLinkTests {
  /// A create that sends 1 to 5, then completed, inside subscribe.
  func oneToFive(disposable: CountingPrototypeDisposable = CountingPrototypeDisposable())
    -> RxPrototype.Observable<Int>
  {
    RxPrototype.Observable<Int>.create { observer in
      for element in 1...5 { observer.onNext(element) }
      observer.onCompleted()
      return disposable
    }
  }

  @Test("take(2) passes the first two elements, then completed")
  func firstTwo() {
    let recorder = PrototypeRecorder<Int>()

    oneToFive().take(2).subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("the link is attached to its observer before it subscribes above, so a just chain is wired before it runs")
  func attachedBeforeItRuns() {
    let recorder = PrototypeRecorder<Int>()

    RxPrototype.Observable.just(4).take(1).subscribe(recorder)

    #expect(recorder.log == ["attach", "next(4)", "completed"])
  }

  @Test("after its last element the link takes the chain above down, even if its own observer does not")
  func takesTheChainDown() {
    let subject = RxPrototype.PublishSubject<Int>()
    let recorder = PrototypeRecorder<Int>()  // never disposes its source
    let trace = traced { _ in subject.map { $0 * 10 }.take(1).subscribe(recorder) }

    subject.onNext(1)
    subject.onNext(2)

    #expect(recorder.descriptions == ["next(10)", "completed"])
    #expect(subject.subscriberCount == 0, "the subject still has the chain's subscription")
    #expect(trace.lines(endingWith: " disposed") == ["PublishSubjectSubscription disposed", "MapSink disposed"])
  }

  @Test("disposing the link takes the chain above down once, and lets go of both neighbours")
  func disposeOnce() {
    let disposable = CountingPrototypeDisposable()
    var recorder: PrototypeRecorder<Int>? = PrototypeRecorder<Int>()
    weak var watched: PrototypeRecorder<Int>?
    watched = recorder
    let never = RxPrototype.Observable<Int>.create { _ in disposable }
    let trace = traced { _ in never.take(3).subscribe(recorder!) }

    recorder?.source?.dispose()
    recorder?.source?.dispose()
    recorder = nil

    #expect(disposable.count == 1)
    #expect(trace.lines.contains("CreateSource deinit"), "the link still holds the source above")
    #expect(watched == nil, "the link still holds its observer")
  }

  @Test("a link whose observer gave up before the chain above was wired takes that chain down as it is attached")
  func disposedBeforeAttached() {
    let disposable = CountingPrototypeDisposable()
    let recorder = PrototypeRecorder<Int>(disposeOnAttach: true)

    oneToFive(disposable: disposable).take(2).subscribe(recorder)

    #expect(recorder.log == ["attach"])
    #expect(disposable.count == 1)
  }
}
