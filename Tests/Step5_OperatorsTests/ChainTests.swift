import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step5_Operators

@Suite("Chains of operators")
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
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe(EventRecorder())
      subscription.dispose()
      subscription.dispose()
      #expect(source.disposals == 1)
      if Resources.isTracing {
        // Four sinks, four SinkDisposers and the source's disposable were made; only the
        // outer SinkDisposer, still held here, is left.
        #expect(tally.created == 9)
        #expect(tally.alive == 1)
      }
      withExtendedLifetime(subscription) {}
    }
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

  // snippet: object-count-test
  @Test(
    "one subscription of just(4).filter.map creates 6 objects and keeps 2 alive after completion",
    .enabled(if: Resources.isTracing))
  func objectCounts() {
    let chain = Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe(onNext: { _ in })
      // Created: the AnonymousObserver subscribe(onNext:) makes, then a SinkDisposer and a sink
      // for map, the same for filter, and the BinaryDisposable subscribe(onNext:) returns, which
      // pairs map's SinkDisposer with the do-nothing disposable of the missing onDisposed.
      // `just` makes none.
      #expect(tally.created == 6)
      // Alive while the disposable is held: the BinaryDisposable, and map's SinkDisposer inside
      // it, disposed and holding nothing.
      #expect(tally.alive == 2)
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.alive == 0)
  }
  // snippet: end
}
