import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `retry(when:)`: the handler's sequence, made from the errors, decides when to try again.
@Suite("retry(when:)")
struct RetryWhenTests {
  /// An error the handlers below do not ask for.
  struct OtherError: Error {}
  /// The error a handler below ends its notifier with.
  struct NotifierError: Error, Equatable {}

  @Test("retry(when:) lets the source's elements and completion through and never asks the notifier")
  func completionPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
    let notifier = scheduler.createHotObservable([.next(150, 1), .completed(210)])

    let observer = scheduler.start(disposed: 300) { xs.retry { (_: Observable<any Error>) in notifier } }

    #expect(observer.events == [.next(210, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test(
    "while the notifier says nothing, an error waits: nothing goes downstream and the source is not subscribed again")
  func errorWaitsForNotifier() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])
    let never = scheduler.createHotObservable([.next(150, 1)])

    let observer = scheduler.start { xs.retry { (_: Observable<any Error>) in never } }

    #expect(observer.events == [.next(210, 1), .next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test("a notifier that ended before the subscription leaves a source that never fails alone")
  func endedNotifierLeavesSourceAlone() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
    let empty = scheduler.createHotObservable([.next(150, 0), .completed(0)])

    let observer = scheduler.start { xs.retry { (_: Observable<any Error>) in empty } }

    #expect(observer.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    #expect(xs.subscriptions == [Subscription(200, 450)])
  }

  @Test("each element of the notifier subscribes to the source again; its error ends the result")
  func notifierElementRetriesAndItsErrorEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])

    let observer = scheduler.start(disposed: 300) {
      xs.retry { (errors: Observable<TestError>) in
        var count = 0
        return errors.map { _ in
          count += 1
          if count == 2 { throw NotifierError() }
          return count
        }
      }
    }

    #expect(
      observer.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, NotifierError())])
    #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
  }

  @Test("a notifier that has completed completes the result at the next error")
  func completedNotifierCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(230)])

    let observer = scheduler.start { xs.retry { (_: Observable<any Error>) in empty.asObservable() } }

    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test("a notifier that retries once and then completes completes the result at the second error")
  func notifierRetriesThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError()), .completed(40)])

    let observer = scheduler.start(disposed: 300) {
      xs.retry { (errors: Observable<TestError>) in
        var count = 0
        return errors.map { _ in
          count += 1
          if count == 2 { throw NotifierError() }
          return count
        }
        .catch { _ in .empty() }
      }
    }

    #expect(observer.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
  }

  @Test("the source is subscribed again when the notifier sends, however late: a back-off with a timer")
  func backOff() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
    let maxAttempts = 4

    let observer = scheduler.start(disposed: 800) {
      xs.retry { (errors: Observable<any Error>) in
        var attempt = 0
        return errors.flatMap { error -> Observable<Int64> in
          defer { attempt += 1 }
          if attempt >= maxAttempts - 1 {
            return .error(error)
          }
          return Observable<Int64>.timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
        }
      }
    }

    #expect(observer.events == [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, TestError())])
    #expect(
      xs.subscriptions == [
        Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540),
      ])
  }

  @Test("an error of another type than the handler's goes downstream at once, without asking the notifier")
  func otherErrorTypesPassThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])

    let observer = scheduler.start(disposed: 800) { xs.retry { (errors: Observable<OtherError>) in errors } }

    #expect(observer.events == [.next(205, 1), .error(210, TestError())])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test("retry(when:) of a sequence that fails at once, many times over, does not grow the stack")
  func immediateRetriesDoNotNest() {
    var attempts = 0
    let failing = Observable<Int>.deferred {
      attempts += 1
      return attempts < 100_000 ? .error(TestError()) : .just(attempts)
    }
    let recorder = EventRecorder<Int>()
    _ = failing.retry { errors in errors }.subscribe(recorder)
    #expect(recorder.events == [.next(100_000), .completed])
  }
}
