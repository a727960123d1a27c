import Appendix_Concurrency
import Dispatch
import Foundation
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Step7_Traits

/// The concurrency appendix's demo: `for try await` over `values`, the buffer between a fast
/// producer and a slow consumer, a cancelled loop, and `await value` of the three traits.
func concurrencyDemo(_ out: Transcript) {
  out.say("-- values: an Observable as an AsyncThrowingStream")
  loop(out, code: "Observable.from(1...3).values") { Observable.from(1...3).values }
  loop(out, code: "Observable.from(1...3).map(failOn3).values") { Observable.from(1...3).map(failOn3).values }
  out.say("")
  out.say("-- The buffer: each step the producer pushes 10 elements and the consumer pulls 1")
  do {
    let subject = PublishSubject<Int>()
    buffer(out, subject, code: "subject.values") { subject.values }
  }
  do {
    let subject = PublishSubject<Int>()
    buffer(out, subject, code: "subject.values(bufferingPolicy: .bufferingNewest(5))") {
      subject.values(bufferingPolicy: .bufferingNewest(5))
    }
  }
  out.say("")
  out.say("-- Cancellation is disposal")
  cancellation(out)
  out.say("")
  out.say("-- await value")
  awaitValue(out, code: "Single.just(42)") { Single.just(42) }
  awaitValue(out, code: "Maybe<Int>.empty()") { Maybe<Int>.empty() }
  awaitValue(out, code: "Single<Int>.error(DemoError())") { Single<Int>.error(DemoError()) }
}

private struct DemoError: Error, CustomStringConvertible {
  var description: String { "DemoError" }
}

private func failOn3(_ n: Int) throws -> Int {
  if n == 3 { throw DemoError() }
  return n
}

/// Runs `body` in a task and waits for it. The task prefers an executor on a Dispatch queue of its
/// own, so that waiting here, even on one of the threads Swift's tasks run on, cannot starve it.
private func runBlocking<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) -> Result {
  let done = DispatchSemaphore(value: 0)
  let box = ResultBox<Result>()
  Task(executorPreference: DemoExecutor.shared) {
    box.value = await body()
    done.signal()
  }
  done.wait()
  return box.value!
}

/// Where `runBlocking`'s task leaves its result; the semaphore orders the write before the read.
private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}

/// A task executor that runs jobs on a serial Dispatch queue, not on the shared pool of threads.
private final class DemoExecutor: TaskExecutor {
  static let shared = DemoExecutor()
  private let queue = DispatchQueue(label: "tour.concurrency")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}

/// Says `code`, then loops over the stream it makes and says each element and how the loop ended.
private func loop(_ out: Transcript, code: String, _ make: () -> AsyncThrowingStream<Int, any Error>) {
  out.say("for try await value in \(code)")
  let stream = make()
  let lines = runBlocking {
    var lines: [String] = []
    do {
      for try await value in stream { lines.append("  \(value)") }
      lines.append("  the loop ended: the source completed")
    } catch {
      lines.append("  the loop threw \(error)")
    }
    return lines
  }
  lines.forEach(out.say)
}

/// A fast producer and a slow consumer, over the stream `make` builds on `subject`: 100 steps of
/// 10 elements pushed and 1 pulled, then completed; says what waited and what was dropped.
private func buffer(
  _ out: Transcript, _ subject: PublishSubject<Int>, code: String, _ make: () -> AsyncThrowingStream<Int, any Error>
) {
  let stream = make()
  let (waiting, taken, rest) = runBlocking {
    var iterator = stream.makeAsyncIterator()
    var waiting: [Int] = []
    var taken = 0
    for step in 1...100 {
      for n in 0..<10 { subject.onNext(step * 10 + n) }
      if (try? await iterator.next()) != nil { taken += 1 }
      waiting.append(step * 10 - taken)
    }
    subject.onCompleted()
    var rest = 0
    while (try? await iterator.next()) != nil { rest += 1 }
    return (waiting, taken, rest)
  }
  out.say(code)
  out.say("  pushed minus pulled after steps 1, 10, 100: \(waiting[0]), \(waiting[9]), \(waiting[99])")
  out.say(
    "  pulled during the steps: \(taken); still in the buffer at the end: \(rest); dropped: \(1000 - taken - rest)")
}

/// A loop over a subject's values in a task, cancelled once it has had the first element.
private func cancellation(_ out: Transcript) {
  let subject = PublishSubject<Int>()
  let stream = subject.values  // subscribes now
  let gotFirst = DispatchSemaphore(value: 0)
  let done = DispatchSemaphore(value: 0)
  let box = ResultBox<[String]>()
  let task = Task(executorPreference: DemoExecutor.shared) {
    var lines: [String] = []
    do {
      for try await value in stream {
        lines.append("  got \(value)")
        gotFirst.signal()
      }
      lines.append("  the loop ended")
    } catch {
      lines.append("  the loop threw \(error)")
    }
    box.value = lines
    done.signal()
  }
  subject.onNext(1)
  gotFirst.wait()
  task.cancel()
  done.wait()
  out.say("a task loops over subject.values; the subject sends 1; the task is cancelled")
  box.value!.forEach(out.say)
  out.say("  subject.hasObservers after the cancellation: \(subject.hasObservers)")
}

/// What a trait's `value` awaits, carried into the task that awaits it.
private struct Awaited: @unchecked Sendable {
  let value: @Sendable () async throws -> String
}

/// Says `code`, then awaits the value of the `Single` it makes and says the result.
private func awaitValue(_ out: Transcript, code: String, _ make: () -> Single<Int>) {
  nonisolated(unsafe) let single = make()
  say(out, "try await \(code).value", Awaited { "\(try await single.value)" })
}

/// Says `code`, then awaits the value of the `Maybe` it makes and says the result.
private func awaitValue(_ out: Transcript, code: String, _ make: () -> Maybe<Int>) {
  nonisolated(unsafe) let maybe = make()
  say(out, "try await \(code).value", Awaited { "\(String(describing: try await maybe.value))" })
}

private func say(_ out: Transcript, _ code: String, _ awaited: Awaited) {
  let line = runBlocking {
    do {
      return "  \(try await awaited.value())"
    } catch {
      return "  threw \(error)"
    }
  }
  out.say(code)
  out.say(line)
}
