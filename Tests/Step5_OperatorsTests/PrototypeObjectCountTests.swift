import Testing

@testable import Step4_Sink
@testable import Step5_Operators

/// The two designs side by side: how many objects one subscription of
/// `just(4).filter { $0 > 0 }.map { $0 * 10 }` makes, and how many are still alive after it
/// completed while its disposable is held. `ChainTests` pins the Producer design's numbers for
/// `subscribe(onNext:)`: 6 created, 2 alive.
@Suite("Objects per subscription: Producer design and RxPrototype")
struct PrototypeObjectCountTests {
  // snippet: prototype-count-test
  @Test(
    "one RxPrototype subscription of just(4).filter.map creates 4 objects and keeps 1 alive after completion",
    .enabled(if: Resources.isTracing))
  func prototypeCounts() {
    let chain = RxPrototype.Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe(on: { _ in })
      // Created: one link per stage, SubscriptionSink, MapSink, FilterSink and JustSource.
      #expect(tally.created == 4)
      // Alive while the disposable is held: the SubscriptionSink, disposed and holding nothing.
      #expect(tally.alive == 1)
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.alive == 0)
  }

  @Test(
    "the Producer design with an event closure, subscribe(_:), creates 5 objects and keeps 1 alive",
    .enabled(if: Resources.isTracing))
  func producerWithEventClosure() {
    let chain = Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe { _ in }
      // The AnonymousObserver, then a SinkDisposer and a sink each for map and filter.
      #expect(tally.created == 5)
      // Map's SinkDisposer, the disposable returned, disposed and holding nothing.
      #expect(tally.alive == 1)
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.alive == 0)
  }
  // snippet: end

  @Test("the trace agrees, in any build: 4 links created, 3 freed when the subscription completes")
  func prototypeCountsFromTheTrace() {
    var kept: (any RxPrototype.Disposable)?
    let trace = traced { trace in
      let chain = RxPrototype.Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
      trace.record("-- subscribe")
      kept = chain.subscribe(on: { _ in })
      trace.record("-- subscribed")
    }
    let subscription = Array(trace.lines(from: "-- subscribe").prefix { $0 != "-- subscribed" })
    #expect(subscription.filter { $0.hasSuffix(" created") }.count == 4)
    #expect(subscription.filter { $0.hasSuffix(" deinit") }.count == 3)
    #expect(kept != nil)
  }
}
