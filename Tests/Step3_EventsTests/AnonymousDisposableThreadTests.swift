import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Step3_Events

/// An `AnonymousDisposable` across threads: the action held at the critical moment while another
/// thread disposes, and its flag read from one plain thread while another writes it, which the
/// thread sanitizer checks (`swift test --sanitize=thread`).
@Suite("AnonymousDisposable across threads")
struct AnonymousDisposableThreadTests {
  @Test("a dispose from another thread while the action is still running does not run it again")
  func disposeWhileActionRuns() {
    // The action holds its thread until another thread's dispose has returned: the flag must be
    // set before the action runs, not after.
    let runs = Atomic<Int>(0)
    let inAction = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let disposable = AnonymousDisposable {
      if runs.add(1, ordering: .relaxed).newValue == 1 {
        inAction.signal()
        _ = otherDone.wait(timeout: .now() + 10)  // a safety net only: the other thread returns at once
      }
    }
    Thread {
      inAction.wait()
      disposable.dispose()
      otherDone.signal()
    }.start()
    disposable.dispose()
    let count = runs.load(ordering: .relaxed)
    #expect(count == 1, "the action ran \(count) times: set the flag before the action runs")
  }

  @Test("isDisposed read from another thread while this one disposes: every read answers, with no data race")
  func readWhileDisposing() {
    // Two plain threads released together share nothing but the disposable: a flag read or
    // written without an atomic is a race the sanitizer reports, however the two happen to run.
    for _ in 0..<50 {
      let disposable = AnonymousDisposable {}
      onThreads(2) { index in
        if index == 0 { disposable.dispose() } else { _ = disposable.isDisposed }
      }
      #expect(disposable.isDisposed)
    }
  }
}
