import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step5_Operators

/// What one subscription of a chain costs in objects: figures of the Producer/Sink/SinkDisposer
/// design, so the fast core, whose design differs, does not share this file.
@Suite("Objects a chain makes", .watchdog())
struct ObjectCountTests {
  @Test(
    "disposing a take.map.filter chain leaves only the outer SinkDisposer alive of the 9 objects made",
    .enabled(if: Resources.isTracing))
  func chainDisposalCounts() {
    let source = ManualSource<Int>()
    let chain = source.observable.filter { $0 > 0 }.map { $0 * 10 }.take(5)
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe(EventRecorder())
      subscription.dispose()
      // Four sinks, four SinkDisposers and the source's disposable were made; only the outer
      // SinkDisposer, still held here, is left.
      #expect(tally.created == 9)
      #expect(tally.alive == 1)
      withExtendedLifetime(subscription) {}
    }
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
