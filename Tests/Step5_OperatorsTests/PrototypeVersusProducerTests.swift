import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step5_Operators

/// The two designs side by side. First the objects one subscription of
/// `just(4).filter { $0 > 0 }.map { $0 * 10 }` makes, and how many are still alive after it
/// completed while its disposable is held (`ChainTests` pins the Producer design's numbers for
/// `subscribe(onNext:)`: 6 created, 2 alive); then how each copes with a synchronous source.
@Suite("RxPrototype and the Producer design side by side", .watchdog())
struct PrototypeVersusProducerTests {
  // snippet: prototype-count-test
  @Test(
    "one RxPrototype just(4).filter.map subscription makes 4 objects, 1 alive after completion",
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

  @Test("the trace agrees: 4 links created, 3 freed when the subscription completes")
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
    withExtendedLifetime(kept) {}  // held throughout
  }

  @Test("in the Producer design a source that sends inside run walks to its end even after take has all it wants")
  func producerWalksToTheEnd() {
    var pulled = 0
    let source = Observable<Int>.create { observer in
      for number in 1...10 {
        pulled += 1
        observer.onNext(number)
      }
      observer.onCompleted()
      return Disposables.create()
    }
    let recorder = EventRecorder<Int>()
    _ = source.filter { _ in true }.take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
    // take disposed its upstream at once, but the SinkDisposers above it were only handed their
    // sinks after `run` returned, which is after the loop: all ten elements were made.
    #expect(pulled == 10)
  }

  @Test("in the prototype a link that stops the chain reaches a synchronous source at once")
  func prototypeStopsTheSourceAtOnce() throws {
    let recorder = PrototypeRecorder<Int>(disposeSourceAfter: 3)
    let trace = traced { _ in
      RxPrototype.Observable<Int>.create { observer in
        for number in 1...10 {
          observer.onNext(number)
        }
        return RxPrototype.NopDisposable()
      }
      .filter { _ in true }
      .subscribe(recorder)
    }
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)"])
    let disposed = try #require(trace.lines.firstIndex(of: "CreateSource disposed"))
    let fourth = try #require(trace.lines.firstIndex(of: "CreateSource on event next(4)"))
    #expect(disposed < fourth)  // the source link was taken down while its closure was running
    // The closure is user code and still loops to 10, but from the fourth element on, the first
    // link drops every event: nothing further down the chain runs.
    #expect(trace.lines.filter { $0.hasPrefix("FilterSink on event") }.count == 3)
    #expect(trace.lines.filter { $0.hasPrefix("CreateSource on event") }.count == 10)
  }

  @Test(
    "in the Producer design nothing reaches the handler after dispose(), not even what the create's disposable sends")
  func producerDropsTeardownEvents() {
    var handled: [String] = []
    let subscription = Observable<Int>.create { observer in
      Disposables.create(with: {
        observer.onNext(99)
        observer.onCompleted()
      })
    }
    .filter { _ in true }
    .map { $0 * 10 }
    .subscribe { handled.append($0.description) }
    subscription.dispose()
    #expect(handled.isEmpty)
  }

  @Test("in the prototype nothing reaches the handler after dispose(), not even what the create's disposable sends")
  func prototypeDropsTeardownEvents() {
    var handled: [String] = []
    let subscription = RxPrototype.Observable<Int>.create { observer in
      PrototypeActionDisposable {
        observer.onNext(99)
        observer.onCompleted()
      }
    }
    .filter { _ in true }
    .map { $0 * 10 }
    .subscribe(on: { handled.append($0.description) })
    subscription.dispose()
    #expect(handled.isEmpty)
  }
}
