import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

@Suite("Nothing is left alive", .watchdog())
struct LeakTests {
  @Test("after completion the sink, the observer and the create closure's captured object are released")
  func releasedAfterCompletion() {
    weak var weakToken: Token?
    weak var weakObserver: AnonymousObserver<Int>?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      let observer = AnonymousObserver<Int> { _ in }
      weakObserver = observer
      subscription = Observable<Int>.create { [token] observer in
        _ = token
        observer.onNext(1)
        observer.onCompleted()
        return Disposables.create()
      }.subscribe(observer)
    }
    // While the caller still holds the disposable, the closure (and what it captured) is gone,
    // and so are the observer and the sink that held it.
    #expect(weakToken == nil)
    #expect(weakObserver == nil)
    withExtendedLifetime(subscription) {}
  }

  @Test("after dispose of a source that never ends, everything but the held disposable is released")
  func releasedAfterDispose() {
    weak var weakObserver: AnonymousObserver<Int>?
    let subscription: any Disposable
    do {
      let observer = AnonymousObserver<Int> { _ in }
      weakObserver = observer
      subscription = Observable<Int>.create { _ in Disposables.create() }.subscribe(observer)
    }
    #expect(weakObserver != nil)  // alive while subscribed
    subscription.dispose()
    #expect(weakObserver == nil)
  }

  @Test(
    "a completed subscription leaves only its disposer alive while the disposable is held",
    .enabled(if: Resources.isTracing))
  func countsAfterCompletion() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let observable = Observable<Int>.create { observer in
        observer.onCompleted()
        return Disposables.create()
      }
      let subscription = observable.subscribe(EventRecorder())
      // Alive: the AnonymousObservable and the SinkDisposer held as `subscription`.
      #expect(tally.alive == 2)
      // Created: those two plus the sink.
      #expect(tally.created == 3)
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.alive == 0)
  }
}
