import StageSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("7.4 SerialDisposable: one slot, replaceable")
struct Stage7_4 {
  @Test("replacing the disposable disposes the previous one, not the new one")
  func replaceDisposesPrevious() {
    let serial = SerialDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    serial.disposable = first
    serial.disposable = second
    #expect(first.count == 1 && second.count == 0)
  }

  @Test("dispose disposes the current disposable, once, and marks the holder disposed")
  func disposeCurrent() {
    let serial = SerialDisposable()
    let current = CountingDisposable()
    serial.disposable = current
    serial.dispose()
    serial.dispose()
    #expect(current.count == 1)
    #expect(serial.isDisposed)
  }

  @Test("a disposable set after dispose is disposed at once")
  func setAfterDispose() {
    let serial = SerialDisposable()
    serial.dispose()
    let late = CountingDisposable()
    serial.disposable = late
    #expect(late.count == 1)
  }
}
