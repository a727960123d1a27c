import Appendix_Concurrency
import Dispatch
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("await value: a Single, Maybe or Completable as one async result")
struct ValueTests {
  @Test("a Single's value is its element")
  func singleElement() async throws {
    #expect(try await Single.just("Hello").value == "Hello")
  }

  @Test("a Single's error is thrown")
  func singleError() async {
    await #expect(throws: TestError.self) { try await Single<Int>.error(TestError()).value }
  }

  @Test("a Maybe's value is its element, or nil when it completes empty")
  func maybeValue() async throws {
    #expect(try await Maybe.just(1).value == 1)
    #expect(try await Maybe<Int>.empty().value == nil)
    await #expect(throws: TestError.self) { try await Maybe<Int>.error(TestError()).value }
  }

  @Test("a Completable's value returns on completion and throws its error")
  func completableValue() async throws {
    try await Completable.empty().value
    await #expect(throws: TestError.self) { try await Completable.error(TestError()).value }
  }

  /// Awaits `value` of a trait that never ends, in a task cancelled once it has subscribed.
  static func cancelWhileWaiting(_ value: sending @escaping () async throws -> Void, subscribed: Gate) async
    -> (any Error)?
  {
    let task = Task {
      do {
        try await value()
        return nil as (any Error)?
      } catch {
        return error
      }
    }
    await subscribed.wait()
    task.cancel()
    return await task.value
  }

  @Test("cancelling the awaiting task disposes a Single's subscription and throws CancellationError")
  func singleCancel() async {
    let log = LockedList<String>()
    let subscribed = Gate()
    let single = loggingSource(log) { (_: AnyObserver<Int>) in subscribed.open() }.asSingle()
    let error = await Self.cancelWhileWaiting({ _ = try await single.value }, subscribed: subscribed)
    #expect(error is CancellationError)
    #expect(log.items == ["subscribed", "disposed"])
  }

  @Test("cancelling the awaiting task disposes a Maybe's subscription and throws CancellationError")
  func maybeCancel() async {
    let log = LockedList<String>()
    let subscribed = Gate()
    let maybe = loggingSource(log) { (_: AnyObserver<Int>) in subscribed.open() }.asMaybe()
    let error = await Self.cancelWhileWaiting({ _ = try await maybe.value }, subscribed: subscribed)
    #expect(error is CancellationError)
    #expect(log.items == ["subscribed", "disposed"])
  }

  @Test("cancelling the awaiting task disposes a Completable's subscription and throws CancellationError")
  func completableCancel() async {
    let log = LockedList<String>()
    let subscribed = Gate()
    let completable = loggingSource(log) { (_: AnyObserver<Never>) in subscribed.open() }.asCompletable()
    let error = await Self.cancelWhileWaiting({ try await completable.value }, subscribed: subscribed)
    #expect(error is CancellationError)
    #expect(log.items == ["subscribed", "disposed"])
  }

  @Test("in a task already cancelled, a Single that succeeds at once still returns its element")
  func resultBeatsCancellation() async throws {
    let started = Gate()
    let task = Task {
      await started.wait()
      return try await Single.just(7).value
    }
    task.cancel()
    started.open()
    #expect(try await task.value == 7)
  }

  @Test("in a task already cancelled, a Single that has not answered is disposed and throws CancellationError")
  func cancelledBeforeSubscribing() async {
    let log = LockedList<String>()
    let single = (loggingSource(log) as Observable<Int>).asSingle()
    let started = Gate()
    let task = Task {
      await started.wait()
      return try await single.value
    }
    task.cancel()
    started.open()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(log.items == ["subscribed", "disposed"])
  }

  @Test("a success racing the cancellation resumes the awaiting task exactly once")
  func successRacesCancellation() async {
    // A checked continuation resumed twice stops the process, so surviving the rounds is the check.
    for _ in 0..<500 {
      let subscribed = Gate()
      let observer = LockedList<(SingleEvent<Int>) -> Void>()
      let single = Single<Int>.create { single in
        observer.append(single)
        subscribed.open()
        return Disposables.create()
      }
      let task = Task { try await single.value }
      await subscribed.wait()
      await withTaskGroup(of: Void.self) { group in
        group.addTask { observer.items[0](.success(42)) }
        group.addTask { task.cancel() }
      }
      let result = await task.result
      switch result {
      case .success(let value): #expect(value == 42)
      case .failure(let error): #expect(error is CancellationError)
      }
    }
  }

  @Test("nothing of the bridge is left alive once value has returned", .enabled(if: Resources.isTracing))
  func noLeak() async throws {
    let tally = Resources.Tally()
    try await Resources.$tally.withValue(tally) { () async throws in
      #expect(try await Single.just(1).value == 1)
      #expect(try await Maybe<Int>.empty().value == nil)
    }
    #expect(tally.created > 0)
    #expect(tally.alive == 0)
  }
}
