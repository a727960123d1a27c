import Testing

@testable import Step3_Events

@Suite("The naive Observable cleans up on either stop event")
struct StopEventCleanupTests {
  @Test("an error, like completed, disposes what the closure returned")
  func errorCleansUp() {
    let source = CountingDisposable()
    let recorder = EventRecorder<Int>()
    var send: ((Event<Int>) -> Void)?
    _ = Observable<Int> { observer in
      send = { observer.on($0) }
      return source
    }.subscribe(recorder)
    send?(.next(1))
    #expect(source.count == 0)
    send?(.error(TestError()))
    #expect(source.count == 1)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
  }
}
