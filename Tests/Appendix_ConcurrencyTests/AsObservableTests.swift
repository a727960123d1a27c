import Appendix_Concurrency
import RxTestSupport
import Step4_Sink
import Testing

/// Subscribes `recorder` to `source` and waits for its stop event.
func record<Element>(_ source: Observable<Element>) async -> [String] {
  let recorder = EventRecorder<Element>()
  let box = LockedList<any Disposable>()
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    box.append(
      source.subscribe { event in
        recorder.on(event)
        if event.isStopEvent { continuation.resume() }
      })
  }
  return recorder.descriptions
}

/// An async sequence that reports the priority of the task that iterates it, then ends.
struct PrioritySequence: AsyncSequence, AsyncIteratorProtocol {
  var done = false
  mutating func next() async -> TaskPriority? {
    defer { done = true }
    return done ? nil : Task.currentPriority
  }
  func makeAsyncIterator() -> PrioritySequence { self }
}

@Suite("AsyncSequence.asObservable(priority:): a pulled sequence as a pushed one")
struct AsObservableTests {
  @Test("every element of the async sequence is sent, then completed")
  func elementsThenCompleted() async {
    let sequence = AsyncStream<Int> { continuation in
      for n in 1...5 { continuation.yield(n) }
      continuation.finish()
    }
    #expect(
      await record(sequence.asObservable()) == ["next(1)", "next(2)", "next(3)", "next(4)", "next(5)", "completed"])
  }

  @Test("an error the sequence throws is sent as error")
  func error() async {
    let sequence = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: TestError())
    }
    #expect(await record(sequence.asObservable()) == ["next(1)", "error(TestError)"])
  }

  @Test("a CancellationError the sequence throws ends the Observable with completed")
  func cancellationCompletes() async {
    let sequence = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: CancellationError())
    }
    #expect(await record(sequence.asObservable()) == ["next(1)", "completed"])
  }

  @Test("disposing the subscription cancels the task that iterates, and nothing more is sent")
  func disposeCancels() async {
    let log = LockedList<String>()
    let iterating = Gate()
    let terminated = Gate()
    let sequence = AsyncStream<Int> { continuation in
      continuation.onTermination = { termination in
        log.append("\(termination)")
        terminated.open()
      }
      continuation.yield(1)
    }
    let subscription = sequence.asObservable().subscribe { event in
      log.append("\(event)")
      iterating.open()
    }
    await iterating.wait()
    subscription.dispose()
    await terminated.wait()
    #expect(log.items == ["next(1)", "cancelled"])
  }

  @Test("the sequence is iterated at the priority asked for")
  func priority() async {
    #expect(
      await record(PrioritySequence().asObservable(priority: .low)) == ["next(\(TaskPriority.low))", "completed"])
  }

  @Test("values of asObservable gives back the sequence's elements")
  func roundTrip() async {
    let sequence = AsyncStream<Int> { continuation in
      for n in 1...3 { continuation.yield(n) }
      continuation.finish()
    }
    let (elements, error) = await drain(sequence.asObservable().values)
    #expect(elements == [1, 2, 3])
    #expect(error == nil)
  }
}
