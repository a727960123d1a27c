import StageSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("7.5 SingleAssignmentDisposable: set once, maybe after the end")
struct Stage7_5 {
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
  func secondSetReported() {
    let messages = LockedList<String>()
    let single = SingleAssignmentDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    Hooks.$contractViolation.withValue({ messages.append($0) }) {
      single.setDisposable(first)
      single.setDisposable(second)
    }
    #expect(messages.items.count == 1)
    #expect(first.count == 0 && second.count == 1)
    single.dispose()
    #expect(first.count == 1)
  }
}
