import Dispatch
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
    for _ in 0..<200 {
      let stops = Atomic<Int>(0)
      let observer = AnonymousObserver<Int> { event in
        if case .next = event {} else { stops.add(1, ordering: .relaxed) }
      }
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        observer.on(index.isMultiple(of: 2) ? .completed : .error(TestError()))
      }
      let count = stops.load(ordering: .relaxed)
      #expect(count == 1)
      if count != 1 { break }  // one failure says it all
    }
  }
}
