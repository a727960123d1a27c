import Appendix_Concurrency
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

/// Suspends until the current task is cancelled: an `AsyncStream` that never yields ends its
/// iteration when the task that iterates it is cancelled. No timer is involved.
func untilCancelled() async {
  let (stream, continuation) = AsyncStream<Never>.makeStream()
  for await _ in stream {}
  withExtendedLifetime(continuation) {}
}

/// Subscribes to `single` and returns its one event, once it arrives.
func firstEvent<Element>(of single: Single<Element>) async -> SingleEvent<Element> {
  let box = LockedList<any Disposable>()
  let event = await withCheckedContinuation {
    (continuation: CheckedContinuation<Unchecked<SingleEvent<Element>>, Never>) in
    box.append(single.subscribe { continuation.resume(returning: Unchecked($0)) })
  }
  return event.value
}

/// A value the test moves across tasks by hand.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

enum Marker {
  @TaskLocal static var name = "none"
}

@Suite("Single.create(detached:priority:work:): an async function as a Single")
struct AsyncCreateTests {
  @Test("the Single succeeds with what the work returns")
  func success() async throws {
    let event = await firstEvent(of: Single.create { 40 + 2 })
    #expect(try event.get() == 42)
  }

  @Test("the Single fails with what the work throws")
  func failure() async {
    let event = await firstEvent(of: Single<Int>.create { throw TestError() })
    #expect(throws: TestError.self) { try event.get() }
  }

  @Test("each subscription runs the work again, in a task of its own")
  func workPerSubscription() async {
    let runs = LockedList<Int>()
    let single = Single<Int>.create {
      runs.append(1)
      return runs.items.count
    }
    _ = await firstEvent(of: single)
    _ = await firstEvent(of: single)
    #expect(runs.items.count == 2)
  }

  @Test("disposing the subscription cancels the task, and its late result reaches nobody")
  func disposeCancels() async {
    let log = LockedList<String>()
    let started = Gate()
    let finished = Gate()
    let single = Single<Int>.create {
      started.open()
      await untilCancelled()
      log.append(Task.isCancelled ? "cancelled" : "not cancelled")
      finished.open()
      return 1
    }
    let subscription = single.subscribe { event in log.append("event \(event)") }
    await started.wait()
    subscription.dispose()
    await finished.wait()
    #expect(log.items == ["cancelled"])
  }

  @Test("the task inherits the subscriber's task-locals, unless detached")
  func detachedFlag() async throws {
    let inherited = Single<String>.create { Marker.name }
    let detached = Single<String>.create(detached: true) { Marker.name }
    try await Marker.$name.withValue("subscriber") { () async throws in
      #expect(try await firstEvent(of: inherited).get() == "subscriber")
      #expect(try await firstEvent(of: detached).get() == "none")
    }
  }

  @Test("the task runs at the priority asked for")
  func priority() async throws {
    let single = Single<TaskPriority>.create(detached: true, priority: .high) { Task.currentPriority }
    #expect(try await firstEvent(of: single).get() == .high)
  }

  @Test("await value of an async Single round-trips the work's result")
  func roundTrip() async throws {
    #expect(try await Single.create { "async" }.value == "async")
  }
}
