import Dispatch
import Foundation
import Step3_Events
import Synchronization
import Testing

@Suite("3.3 The stop rule: AnonymousObserver")
struct Stage3_3 {
  @Test("next events pass through to the handler in order")
  func nextPasses() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.on(.next(1))
    observer.on(.next(2))
    #expect(seen == ["next(1)", "next(2)"])
  }

  @Test("after completed, an AnonymousObserver drops every later event")
  func dropsAfterCompleted() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.on(.next(1))
    observer.on(.completed)
    observer.on(.next(2))
    observer.on(.error(TestError()))
    observer.on(.completed)
    #expect(seen == ["next(1)", "completed"])
  }

  @Test("after error, an AnonymousObserver drops later next, error and completed")
  func dropsAfterError() {
    var seen: [String] = []
    let observer = AnonymousObserver<Int> { seen.append($0.description) }
    observer.on(.error(TestError()))
    observer.on(.next(2))
    observer.on(.error(TestError()))
    observer.on(.completed)
    #expect(seen == ["error(TestError)"])
  }

  @Test("stop events sent from many threads at once: exactly one reaches the handler")
  func oneStopEventAcrossThreads() {
    for _ in 0..<100 {
      let stops = Atomic<Int>(0)
      let observer = AnonymousObserver<Int> { event in
        if case .next = event {} else { stops.add(1, ordering: .relaxed) }
      }
      onThreads(4) { index in
        observer.on(index.isMultiple(of: 2) ? .completed : .error(TestError()))
      }
      let count = stops.load(ordering: .relaxed)
      #expect(count == 1)
      if count != 1 { break }  // one failure says it all
    }
  }

  @Test("a stop event sent from another thread while the first is still being handled is dropped")
  func stopDuringHandlerIsDropped() {
    // The first stop event's handler holds its thread until the second stop event has been sent
    // from another thread: the flag must be set before the handler runs, not after.
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
    let other = Thread {
      inHandler.wait()
      observer.on(.error(TestError()))
      secondSent.signal()
    }
    other.start()
    observer.on(.completed)
    #expect(recorder.descriptions == ["completed"])
  }
}
