import Dispatch
import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("SingleAssignmentDisposable", .watchdog())
struct SingleAssignmentDisposableTests {
  @Test("dispose after the disposable is set disposes it, once")
  func disposeAfterSet() {
    let single = SingleAssignmentDisposable()
    let inner = CountingDisposable()
    single.setDisposable(inner)
    #expect(inner.count == 0)
    single.dispose()
    single.dispose()
    #expect(inner.count == 1)
    #expect(single.isDisposed)
  }

  @Test("a disposable set after dispose is disposed at once")
  func setAfterDispose() {
    let single = SingleAssignmentDisposable()
    single.dispose()
    let late = CountingDisposable()
    single.setDisposable(late)
    #expect(late.count == 1)
  }

  @Test(
    "a second assignment is reported to the hook, its disposable is disposed at once, and the first stays in charge")
  func secondAssignmentRefused() {
    let violations = LockedList<String>()
    let single = SingleAssignmentDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    violations.captureViolations {
      single.setDisposable(first)
      single.setDisposable(second)
    }
    #expect(violations.items == ["SingleAssignmentDisposable.setDisposable was called twice"])
    #expect(second.count == 1)
    #expect(first.count == 0)
    single.dispose()
    #expect(first.count == 1)
  }

  @Test("setting and disposing on two threads at once disposes the disposable exactly once")
  func concurrentSetAndDispose() {
    for _ in 0..<200 {
      let single = SingleAssignmentDisposable()
      let inner = CountingDisposable()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          single.setDisposable(inner)
        } else {
          single.dispose()
        }
      }
      #expect(inner.count == 1)
    }
  }
}
