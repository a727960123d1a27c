import Dispatch
import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("SerialDisposable", .watchdog())
struct SerialDisposableTests {
  @Test("replacing the disposable disposes the previous one, not the new one")
  func replaceDisposesPrevious() {
    let serial = SerialDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    serial.disposable = first
    serial.disposable = second
    #expect(first.count == 1)
    #expect(second.count == 0)
  }

  @Test("dispose disposes the current disposable, once, and marks the holder disposed")
  func disposeCurrent() {
    let serial = SerialDisposable()
    let current = CountingDisposable()
    serial.disposable = current
    #expect(!serial.isDisposed)
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

  @Test("a disposable whose cleanup sets the next one into the same holder does not deadlock")
  func reentrantReplace() {
    let serial = SerialDisposable()
    let next = CountingDisposable()
    // Replacing it disposes this one, whose cleanup calls back into the holder, on the same
    // thread: one of its own, so that a holder disposing under its lock fails, not hangs.
    serial.disposable = Disposables.create(with: { serial.disposable = next })
    let replacement = CountingDisposable()
    let finished = finishes { serial.disposable = replacement }
    #expect(finished, "the cleanup's call into the holder never returned: is the holder disposing under its lock?")
    guard finished else { return }  // the stuck thread holds the lock for good
    // The cleanup ran after the holder took `replacement`, so `next` pushed `replacement` out.
    #expect(replacement.count == 1)
    #expect(next.count == 0)
    serial.dispose()
    #expect(next.count == 1)
  }

  @Test("threads replacing and disposing at once leave every disposable disposed exactly once")
  func concurrentReplaceAndDispose() {
    for _ in 0..<50 {
      let serial = SerialDisposable()
      let disposables = (0..<8).map { _ in CountingDisposable() }
      DispatchQueue.concurrentPerform(iterations: disposables.count + 1) { index in
        if index == disposables.count {
          serial.dispose()
        } else {
          serial.disposable = disposables[index]
        }
      }
      #expect(disposables.allSatisfy { $0.count == 1 })
    }
  }

  @Test("the holder holds no lock while it disposes: a disposable's cleanup may call into it from another thread")
  func disposesOutsideTheLock() {
    // The cleanup asks the holder, from another thread, whether it is disposed, and waits for the
    // answer: a holder that disposes with its lock held never gives it, recursive lock or not.
    var stuck: [String] = []
    let disposed = LockedList<String>()
    for path in ["replacing", "dispose()", "setting after dispose()"] {
      let finished = finishes {
        let serial = SerialDisposable()
        let probe = Disposables.create(with: {
          callFromAnotherThread { _ = serial.isDisposed }
          disposed.append(path)
        })
        switch path {
        case "replacing":
          serial.disposable = probe
          serial.disposable = Disposables.create()
        case "dispose()":
          serial.disposable = probe
          serial.dispose()
        default:
          serial.dispose()
          serial.disposable = probe
        }
      }
      if !finished { stuck.append(path) }
    }
    #expect(
      stuck.isEmpty,
      "a disposable disposed by \(stuck.joined(separator: ", ")) waited for the holder's lock: decide under the lock, dispose after unlocking"
    )
    #expect(disposed.items == ["replacing", "dispose()", "setting after dispose()"])
  }
}
