import Dispatch
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

  @Test("a replaced disposable whose cleanup calls back into the holder is disposed outside its lock")
  func cleanupCallsBack() {
    let serial = SerialDisposable()
    let cleanups = LockedList<Bool>()
    // On a thread of its own, so that a deadlock fails this rule instead of hanging the stage.
    let finished = finishes {
      serial.disposable = Disposables.create(with: { cleanups.append(serial.isDisposed) })
      serial.disposable = Disposables.create(with: { cleanups.append(serial.isDisposed) })  // disposes the first
      serial.dispose()  // disposes the second
    }
    #expect(finished, "a cleanup that reads isDisposed deadlocked: it was run with the holder's lock held")
    #expect(cleanups.items == [false, true])
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

  @Test("threads replacing and disposing at once leave every disposable disposed exactly once")
  func concurrentReplaceAndDispose() {
    for _ in 0..<50 {
      let serial = SerialDisposable()
      let disposables = (0..<8).map { _ in CountingDisposable() }
      onThreads(disposables.count + 1) { index in
        if index == disposables.count {
          serial.dispose()
        } else {
          serial.disposable = disposables[index]
        }
      }
      let counts = disposables.map(\.count)
      #expect(counts.allSatisfy { $0 == 1 })
      if !counts.allSatisfy({ $0 == 1 }) { break }
    }
  }
}
