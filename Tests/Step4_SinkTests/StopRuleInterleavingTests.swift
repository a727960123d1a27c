import Dispatch
import Foundation
import RxTestSupport
import Testing

@testable import Step4_Sink

/// The stop rule across threads, with the interleaving forced rather than hoped for: a handler
/// holds its thread at the critical moment while another thread acts.
@Suite("The stop rule, with one thread held in the handler", .watchdog())
struct StopRuleInterleavingTests {
  @Test("a stop event sent from another thread while the first is still in onCore is dropped")
  func stopDuringOnCoreIsDropped() {
    // The flag must be set before onCore runs, not after it: the second stop event comes while
    // the first one's handler is still running.
    let inHandler = DispatchSemaphore(value: 0)
    let secondSent = DispatchSemaphore(value: 0)
    let recorder = EventRecorder<Int>()
    let observer = AnonymousObserver<Int> { event in
      recorder.on(event)
      if case .completed = event {
        inHandler.signal()
        _ = secondSent.wait(timeout: .now() + 10)  // a safety net only: the other thread sends at once
      }
    }
    Thread {
      inHandler.wait()
      observer.onError(TestError())
      secondSent.signal()
    }.start()
    observer.onCompleted()
    #expect(recorder.descriptions == ["completed"])
  }
}
