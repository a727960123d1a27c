import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `catch`, `catchAndReturn` and `catch(sequence:)`: going on after an error.
@Suite("catch")
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
}
