import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
#endif

@Suite("Chains of operators", .watchdog())
struct ChainTests {
  @Test("building a chain runs nothing; subscribing runs it")
  func lazy() {
    var runs = 0
    let chain = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    .filter { $0 > 0 }.map { $0 * 10 }.take(1)
    #expect(runs == 0)
    _ = chain.subscribe(EventRecorder())
    #expect(runs == 1)
  }

  @Test("every subscription to a chain runs its source again")
  func cold() {
    let source = ManualSource<Int>()
    let chain = source.observable.filter { $0 > 0 }.map { $0 * 10 }
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = chain.subscribe(first)
    _ = chain.subscribe(second)
    #expect(source.subscriptions == 2)
    source.send(1)
    #expect(first.descriptions == ["next(10)"] && second.descriptions == ["next(10)"])
  }

  @Test("just(4).filter { $0 > 0 }.map { $0 * 10 } sends next(40), then completed")
  func articleChain() {
    let recorder = EventRecorder<Int>()
    _ = Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(40)", "completed"])
  }

  @Test("disposing a chain's outer disposable disposes every link and the source's disposable, once")
  func chainDisposal() {
    let source = ManualSource<Int>()
    let chain = source.observable.filter { $0 > 0 }.map { $0 * 10 }.take(5)
    let subscription = chain.subscribe(EventRecorder())
    subscription.dispose()
    subscription.dispose()
    #expect(source.disposals == 1)
  }

  @Test("after completion nothing of the chain is alive but what the caller still holds")
  func noLeaksAfterCompletion() {
    weak var weakObserver: AnonymousObserver<Int>?
    weak var weakChain: Observable<Int>?
    var subscription: (any Disposable)?
    do {
      let observer = AnonymousObserver<Int> { _ in }
      let chain = Observable.of(1, 2).filter { $0 > 0 }.map { $0 * 10 }
      weakObserver = observer
      weakChain = chain
      subscription = chain.subscribe(observer)
    }
    #expect(weakObserver == nil)
    #expect(weakChain == nil)  // the producers are not kept alive by a finished subscription
    withExtendedLifetime(subscription) {}  // held by the caller throughout
  }
}
