import Dispatch
import Step3_Events
import Synchronization
import Testing

@testable import Chapter03

@Suite("Chapter 3, exercise 1: close the first hole")
struct StopRuleTests {
  @Test("a raw observer receives nothing after completed: the hello example prints no Hello again")
  func nothingAfterCompleted() {
    let hello = StopSafeObservable<String> { observer in
      observer.onNext("Hello World")
      observer.onCompleted()
      observer.onNext("Hello again")  // breaks the stop rule on purpose
      return Disposables.create()
    }
    let recorder = EventRecorder<String>()

    _ = hello.subscribe(recorder)

    #expect(recorder.descriptions == ["next(Hello World)", "completed"])
  }

  @Test("a raw observer receives nothing after error, not even a second stop event")
  func nothingAfterError() {
    let failing = StopSafeObservable<Int> { observer in
      observer.onNext(1)
      observer.onError(TestError())
      observer.onNext(2)
      observer.onCompleted()
      observer.onError(TestError())
      return Disposables.create()
    }
    let recorder = EventRecorder<Int>()

    _ = failing.subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
  }

  @Test("stop events sent from many threads at once: exactly one reaches a raw observer")
  func oneStopEventAcrossThreads() {
    let stopsPerRun = (0..<100).map { _ in
      let counter = StopCounter()
      nonisolated(unsafe) var send: ((Int) -> Void)?
      _ = StopSafeObservable<Int> { observer in
        send = { index in
          if index.isMultiple(of: 2) { observer.onCompleted() } else { observer.onError(TestError()) }
        }
        return Disposables.create()
      }.subscribe(counter)
      nonisolated(unsafe) let sendFromThread = send  // the forwarder is not Sendable; the test knows
      DispatchQueue.concurrentPerform(iterations: 8) { index in sendFromThread?(index) }
      return counter.stops
    }

    let wrongRuns = stopsPerRun.filter { $0 != 1 }.count
    #expect(wrongRuns == 0, "of 100 runs; at worst \(stopsPerRun.max() ?? 0) stop events reached the observer")
  }
}

/// A raw observer that only counts the stop events it receives, from any thread.
private final class StopCounter: ObserverType, Sendable {
  private let count = Atomic<Int>(0)
  var stops: Int { count.load(ordering: .relaxed) }

  func on(_ event: Event<Int>) {
    if event.isStopEvent { count.add(1, ordering: .relaxed) }
  }
}
