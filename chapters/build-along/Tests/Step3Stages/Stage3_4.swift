import Dispatch
import Foundation
import Step3_Events
import Synchronization
import Testing

@Suite("3.4 A closure, run once: AnonymousDisposable")
struct Stage3_4 {
  @Test("an AnonymousDisposable runs its action on the first dispose only")
  func anonymousRunsOnce() {
    var runs = 0
    let disposable = AnonymousDisposable { runs += 1 }
    disposable.dispose()
    #expect(runs == 1)
    disposable.dispose()
    #expect(runs == 1)
  }

  @Test("isDisposed turns true on the first dispose")
  func isDisposed() {
    let disposable = AnonymousDisposable {}
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
  }

  @Test("an AnonymousDisposable lets go of its action, and what it captured, once it has run")
  func anonymousReleasesAction() {
    final class Resource {}
    var resource: Resource? = Resource()
    weak let weakResource = resource
    var ran = false
    let disposable = AnonymousDisposable { [resource] in
      _ = resource
      ran = true
    }
    resource = nil
    #expect(weakResource != nil)
    disposable.dispose()
    #expect(ran)
    #expect(weakResource == nil)
  }

  @Test("an AnonymousDisposable disposed from many threads at once runs its action once")
  func anonymousOnceAcrossThreads() {
    for _ in 0..<200 {
      let runs = Atomic<Int>(0)
      let disposable = AnonymousDisposable { runs.add(1, ordering: .relaxed) }
      onThreads(8) { _ in disposable.dispose() }
      let count = runs.load(ordering: .relaxed)
      #expect(count == 1)
      if count != 1 { break }
    }
  }

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
