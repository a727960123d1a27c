import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Step3_Events

@Suite("AnonymousObserver and the stop rule")
struct AnonymousObserverTests {
  @Test("next events pass through to the handler in order")
  func nextPasses() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.onNext(1)
    observer.onNext(2)
    #expect(seen == ["next(1)", "next(2)"])
  }

  @Test("after completed, an AnonymousObserver drops every later event")
  func dropsAfterCompleted() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.onNext(1)
    observer.onCompleted()
    observer.onNext(2)
    observer.onError(TestError())
    observer.onCompleted()
    #expect(seen == ["next(1)", "completed"])
  }

  @Test("after error, an AnonymousObserver drops later next, error and completed")
  func dropsAfterError() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.onError(TestError())
    observer.onNext(2)
    observer.onError(TestError())
    observer.onCompleted()
    #expect(seen == ["error(TestError)"])
  }

  @Test("stop events sent from many threads at once: exactly one reaches the handler")
  func oneStopEventAcrossThreads() {
    for _ in 0..<200 {
      let stops = Atomic<Int>(0)
      let observer = AnonymousObserver<Int> { event in
        if event.isStopEvent { stops.add(1, ordering: .relaxed) }
      }
      // Plain threads, which no queue orders: under the thread sanitizer a flag that is read and
      // then written without an atomic step is reported, however the threads happen to run.
      onThreads(4) { index in
        if index.isMultiple(of: 2) { observer.onCompleted() } else { observer.onError(TestError()) }
      }
      #expect(stops.load(ordering: .relaxed) == 1)
    }
  }

  @Test("a stop event sent from another thread while the first is still being handled is dropped")
  func stopDuringHandlerIsDropped() {
    // The first stop event's handler holds its thread until the second has been sent from another
    // thread: the flag must be set before the handler runs, not after it.
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

/// Runs `body(index)` on `count` plain threads, released together, and waits for them all.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let start = DispatchSemaphore(value: 0)
  let done = DispatchSemaphore(value: 0)
  for index in 0..<count {
    Thread {
      start.wait()
      body(index)
      done.signal()
    }.start()
  }
  for _ in 0..<count { start.signal() }
  for _ in 0..<count { done.wait() }
}
