import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Step3_Events

/// The action of an `AnonymousDisposable` held at the critical moment: another thread disposes
/// while it still runs.
@Suite("AnonymousDisposable, with its action still running")
struct DisposeWhileRunningTests {
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
}
