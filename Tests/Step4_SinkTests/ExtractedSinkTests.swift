import RxTestSupport
import Testing

@testable import Step4_Sink

@Suite("The first extracted Sink", .watchdog())
struct ExtractedSinkTests {
  @Test("the extracted Sink forwards nothing after completed, even to a raw observer")
  func stopsAfterCompleted() {
    let recorder = EventRecorder<String>()
    _ = ExtractedObservable<String> { observer in
      observer.onNext("Hello World")
      observer.onCompleted()
      observer.onNext("Hello again")
      return Disposables.create()
    }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(Hello World)", "completed"])
  }

  @Test("the extracted Sink drops events sent after dispose, and disposes the source's disposable")
  func dropsAfterDispose() {
    var send: ((Int) -> Void)?
    let source = CountingDisposable()
    let recorder = EventRecorder<Int>()
    let subscription = ExtractedObservable<Int> { observer in
      send = { observer.onNext($0) }
      return source
    }.subscribe(recorder)
    send?(1)
    subscription.dispose()
    send?(2)
    #expect(recorder.descriptions == ["next(1)"])
    #expect(source.count == 1)
  }
}
