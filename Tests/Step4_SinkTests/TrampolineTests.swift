import RxTestSupport
import Testing

@testable import Step4_Sink

/// `Producer.subscribe` runs the outermost subscription on a thread inside the trampoline.
@Suite("The trampoline in Producer.subscribe", .watchdog())
struct TrampolineTests {
  @Test("a subscription runs on the trampoline: inside run no schedule is required, after subscribe none is running")
  func subscriptionRunsOnTheTrampoline() {
    #expect(CurrentThreadScheduler.isScheduleRequired)
    var requiredInside: Bool?
    _ = Observable<Int>.create { _ in
      requiredInside = CurrentThreadScheduler.isScheduleRequired
      return Disposables.create()
    }.subscribe { _ in }
    #expect(requiredInside == false)
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test("work scheduled while a subscription runs waits until run returns, and is done before subscribe returns")
  func scheduledWorkWaitsItsTurn() {
    let log = LockedList<String>()
    _ = Observable<Int>.create { _ in
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("scheduled work")
        return Disposables.create()
      }
      log.append("run returns")
      return Disposables.create()
    }.subscribe { _ in }
    log.append("subscribe returned")
    #expect(log.items == ["run returns", "scheduled work", "subscribe returned"])
  }

  @Test("a subscribe made while a trampoline runs is not queued: it runs at once")
  func nestedSubscribeRunsAtOnce() {
    let log = LockedList<String>()
    let inner = Observable<Int>.create { observer in
      log.append("inner run")
      observer.onNext(1)
      return Disposables.create()
    }
    _ = Observable<Int>.create { _ in
      _ = inner.subscribe(onNext: { log.append("inner next(\($0))") })
      log.append("outer run returns")
      return Disposables.create()
    }.subscribe { _ in }
    #expect(log.items == ["inner run", "inner next(1)", "outer run returns"])
  }

  @Test("the subscription made on the trampoline is the disposable subscribe returns")
  func subscribeReturnsTheSubscription() {
    let child = CountingDisposable()
    let subscription = Observable<Int>.create { _ in child }.subscribe { _ in }
    subscription.dispose()
    #expect(child.count == 1)
  }

  @Test("a scheduled item disposed before its turn never runs")
  func disposedItemNeverRuns() {
    var ran = false
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let item = CurrentThreadScheduler.instance.schedule(()) { _ in
        ran = true
        return Disposables.create()
      }
      item.dispose()
      return Disposables.create()
    }
    #expect(!ran)
  }

  @Test("disposing a scheduled item after it ran disposes what its work returned, once")
  func disposingAfterRunDisposesResult() {
    let result = CountingDisposable()
    let item = ScheduledItem(state: ()) { _ in result }
    item.invoke()
    #expect(result.count == 0)
    item.dispose()
    item.dispose()
    #expect(result.count == 1)
    #expect(item.isDisposed)
  }
}
