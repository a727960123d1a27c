import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `Observable.using`: a resource per subscriber, disposed with the subscription.
@Suite("using")
struct UsingTests {
  @Test("using makes a resource per subscriber and disposes it when the sequence completes")
  func resourcePerSubscriber() {
    var made: [CountingDisposable] = []
    let sequence = Observable<Int>.using(
      { () -> CountingDisposable in
        let resource = CountingDisposable()
        made.append(resource)
        return resource
      }, observableFactory: { _ in Observable.of(1, 2) })
    let recorder = EventRecorder<Int>()
    _ = sequence.subscribe(recorder)
    _ = sequence.subscribe(EventRecorder<Int>())
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(made.map(\.count) == [1, 1])
  }

  @Test("disposing a using subscription disposes its resource")
  func disposeDisposesResource() {
    let resource = CountingDisposable()
    let source = ManualSource<Int>()
    let subscription = Observable.using({ resource }, observableFactory: { _ in source.observable })
      .subscribe(EventRecorder<Int>())
    #expect(resource.count == 0)
    subscription.dispose()
    #expect(resource.count == 1)
    #expect(source.disposals == 1)
  }

  @Test("a throwing resource factory ends using with its error")
  func resourceFactoryThrows() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.using(
      { () throws -> CountingDisposable in throw TestError() },
      observableFactory: { _ in Observable.of(1) }
    ).subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("a throwing observable factory ends using with its error, and the resource is still disposed")
  func observableFactoryThrows() {
    let resource = CountingDisposable()
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError() }).subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
    #expect(resource.count == 1)
  }
}
