import Dispatch
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
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        if index.isMultiple(of: 2) { observer.onCompleted() } else { observer.onError(TestError()) }
      }
      #expect(stops.load(ordering: .relaxed) == 1)
    }
  }
}
