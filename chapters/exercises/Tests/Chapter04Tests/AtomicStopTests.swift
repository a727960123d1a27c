import ExerciseSupport
import RxTestSupport
import Foundation
import Step4_Sink
import Synchronization
import Testing

@testable import Chapter04

@Suite("Chapter 4, exercise 1: make the extracted sink's stop check atomic")
struct AtomicStopTests {
  @Test("of stop events sent from many threads at once, exactly one reaches the observer")
  func oneStopEventAcrossThreads() {
    let stopsPerRun = (0..<20).map { _ in
      let observer = SlowStopCounter()
      nonisolated(unsafe) var send: AnyObserver<Int>?
      _ = AtomicStopObservable<Int> { observer in
        send = observer
        return Disposables.create()
      }.subscribe(observer)
      nonisolated(unsafe) let sendFromThread = send  // the sink's observer is not Sendable; the test knows
      // Threads of their own, released together, so that they really do run at the same time.
      runTogether(threads: 4) { index in
        if index.isMultiple(of: 2) {
          sendFromThread?.onCompleted()
        } else {
          sendFromThread?.onError(TestError())
        }
      }
      return observer.stops
    }

    let wrongRuns = stopsPerRun.filter { $0 != 1 }.count
    #expect(wrongRuns == 0, "of 20 runs; at worst \(stopsPerRun.max() ?? 0) stop events reached the observer")
  }

  @Test("an event the source sends while its completed is still being delivered is dropped, a second completed too")
  func nothingWhileTheStopEventIsDelivered() {
    let recorder = EventRecorder<Int>()
    var source: AnyObserver<Int>?
    // An observer that, on hearing `completed` the first time, makes the source send again: a
    // re-entrant call.
    var sentAgain = false
    let reentrant = AnyObserver<Int> { event in
      recorder.on(event)
      if case .completed = event, !sentAgain {
        sentAgain = true
        source?.onNext(2)
        source?.onCompleted()
      }
    }
    _ = AtomicStopObservable<Int> { observer in
      source = observer
      return Disposables.create()
    }.subscribe(reentrant)

    source?.onNext(1)
    source?.onCompleted()

    #expect(recorder.descriptions == ["next(1)", "completed"])
  }
}

/// A raw observer that counts the stop events it receives, from any thread, and takes a
/// few milliseconds over each one: long enough for another thread to arrive while it is busy.
private final class SlowStopCounter: ObserverType, Sendable {
  private let count = Atomic<Int>(0)
  var stops: Int { count.load(ordering: .relaxed) }

  func on(_ event: Event<Int>) {
    guard event.isStopEvent else { return }
    count.add(1, ordering: .relaxed)
    Thread.sleep(forTimeInterval: 0.005)
  }
}
