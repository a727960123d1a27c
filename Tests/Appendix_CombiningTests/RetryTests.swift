import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `retry` and `retry(_:)`: subscribe again after an error.
@Suite("retry")
struct RetryTests {
  // snippet: retry-test
  @Test("retry subscribes again after an error, so a cold sequence runs again from its start")
  func retryResubscribesCold() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(), Int.self)])

    let observer = scheduler.start(disposed: 265) { xs.retry() }

    #expect(observer.events == [.next(210, 1), .next(230, 1), .next(250, 1)])
    #expect(
      xs.subscriptions == [
        Subscription(200, 220), Subscription(220, 240), Subscription(240, 260),
        Subscription(260, 265),
      ])
  }
  // snippet: end

  @Test("retry(n) subscribes n times in all, then sends the last error")
  func retryCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(), Int.self)])
    let observer = scheduler.start { xs.retry(2) }
    #expect(observer.events == [.next(210, 1), .next(230, 1), .error(240, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
  }

  @Test("retry stops at the first completion")
  func retryStopsOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start { xs.retry() }
    #expect(observer.events == [.next(210, 1), .completed(220)])
  }

  // snippet: retry-hot-test
  @Test("retry on a hot source repeats nothing: the new subscription only sees what comes next")
  func retryHotRepeatsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .error(220, TestError()), .next(230, 2), .error(240, TestError()), .next(250, 3),
    ])

    let observer = scheduler.start(disposed: 300) { xs.retry() }

    #expect(observer.events == [.next(210, 1), .next(230, 2), .next(250, 3)])
    #expect(
      xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 300)])
  }
  // snippet: end

  @Test("retry of a sequence that fails at once, many times over, does not grow the stack")
  func retryImmediateErrors() {
    var attempts = 0
    let failing = Observable<Int>.deferred {
      attempts += 1
      return attempts < 100_000 ? .error(TestError()) : .just(attempts)
    }
    let recorder = EventRecorder<Int>()
    _ = failing.retry().subscribe(recorder)
    #expect(recorder.events == [.next(100_000), .completed])
  }

  @Test("retry of a source that completes at once completes, with no attempt after")
  func retryCompletesAtOnce() {
    let recorder = EventRecorder<Int>()
    _ = Observable.just(1).retry().subscribe(recorder)
    #expect(recorder.events == [.next(1), .completed])
    let subscription = Observable.just(1).retry().subscribe()
    subscription.dispose()
  }

  @Test("retry(1) applied ten thousand times runs as one walk, without overflowing the stack")
  func retryNested() {
    var retried = Observable<Int>.just(1)
    var failing = Observable<Int>.error(TestError())
    for _ in 0..<10_000 {
      retried = retried.retry(1)
      failing = failing.retry(1)
    }
    let recorder = EventRecorder<Int>()
    _ = retried.subscribe(recorder)
    #expect(recorder.events == [.next(1), .completed])
    let failed = EventRecorder<Int>()
    _ = failing.subscribe(failed)
    #expect(failed.events == [.error(TestError())])
  }

  @Test("retry(2) of retry(2) subscribes four times in all, as two nested retries would")
  func retryNestedCounts() {
    var attempts = 0
    let failing = Observable<Int>.deferred {
      attempts += 1
      return .error(TestError())
    }
    let recorder = EventRecorder<Int>()
    _ = failing.retry(2).retry(2).subscribe(recorder)
    #expect(recorder.events == [.error(TestError())])
    #expect(attempts == 4)
  }
}
