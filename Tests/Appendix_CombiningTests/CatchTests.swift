import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `catch`, `catchAndReturn`, `retry`, `do` and `deferred`.
@Suite("catch, retry, do and deferred")
struct CatchTests {
  // snippet: catch-test
  @Test("catch goes on with the handler's sequence in place of the failed one")
  func catchSwitchesToFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

    let observer = scheduler.start { xs.catch { _ in ys.asObservable() } }

    #expect(observer.events == [.next(210, 1), .next(240, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 250)])
  }
  // snippet: end

  @Test("catch lets a completion through without calling the handler")
  func catchCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    var called = false
    let observer = scheduler.start {
      xs.catch { _ in
        called = true
        return .just(0)
      }
    }
    #expect(observer.events == [.next(210, 1), .completed(230)])
    #expect(!called)
  }

  @Test("a catch handler that throws sends its own error")
  func catchHandlerThrows() {
    struct HandlerError: Error {}
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
    let observer = scheduler.start { xs.catch { _ in throw HandlerError() } }
    #expect(observer.events.count == 1)
    #expect(observer.events.first?.value.error is HandlerError)
  }

  @Test("catchAndReturn sends the element and completes in place of the error")
  func catchAndReturn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
    let observer = scheduler.start { xs.catchAndReturn(-1) }
    #expect(observer.events == [.next(210, 1), .next(230, -1), .completed(230)])
  }

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

  @Test("catch(sequence:) pulls nothing at creation and makes fresh sources on each subscription")
  func catchSequenceReadsOnEachSubscription() {
    var made = 0
    let sources = [1, 2].lazy.map { i -> Observable<Int> in
      made += 1
      return i == 1 ? .error(TestError()) : .just(i)
    }
    let caught = Observable.catch(sequence: sources)
    #expect(made == 0)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = caught.subscribe(first)
    _ = caught.subscribe(second)
    #expect(first.events == [.next(2), .completed])
    #expect(second.events == first.events)
    #expect(made == 4)
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

  @Test("do calls its closures in order around the events and the subscription")
  func doOrder() {
    let log = LockedList<String>()
    let subject = PublishSubject<Int>()
    let subscription = subject.do(
      onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
      onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
      onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    ).subscribe(onNext: { log.append("observer \($0)") })
    subject.onNext(1)
    subject.onCompleted()
    #expect(
      log.items == [
        "onSubscribe", "onSubscribed", "onNext 1", "observer 1", "afterNext 1", "onCompleted", "afterCompleted",
        "onDispose",
      ])
    subscription.dispose()
  }

  @Test("a do closure that throws turns into an error downstream and ends the subscription")
  func doThrows() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { xs.do(onNext: { if $0 == 2 { throw TestError() } }) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test("deferred calls its factory anew for each subscription")
  func deferredPerSubscription() {
    var made = 0
    let sequence = Observable<Int>.deferred {
      made += 1
      return .just(made)
    }
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = sequence.subscribe(first)
    _ = sequence.subscribe(second)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2), .completed])
  }

  @Test("a deferred factory that throws sends the error")
  func deferredThrows() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.deferred { throw TestError() }.subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }
}
