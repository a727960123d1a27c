import Testing

@testable import Appendix_FastCore

/// What one subscription costs in the fast core's design, where each sink is its own disposable.
/// (The lesson core's figures are in `Step5_OperatorsTests/ObjectCountTests.swift`.)
@Suite("Objects a fast-core chain makes")
struct FastCoreObjectCountTests {
  @Test(
    "one subscription of just(4).filter.map creates 3 objects and keeps none alive after completion",
    .enabled(if: Resources.isTracing))
  func objectCounts() {
    let chain = Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe(onNext: { _ in })
      // Created: the observer of the handlers, and one sink each for map and filter. The chain
      // finished before subscribe returned, so what comes back is the shared do-nothing disposable.
      #expect(tally.created == 3)
      #expect(tally.alive == 0)
      withExtendedLifetime(subscription) {}
    }
  }

  @Test(
    "a live take.map.filter subscription makes 6 objects, none alive once disposed and dropped",
    .enabled(if: Resources.isTracing))
  func liveChainCounts() {
    let source = ManualSource<Int>()
    let chain = source.observable.filter { $0 > 0 }.map { $0 * 10 }.take(5)
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      do {
        let subscription = chain.subscribe(EventRecorder())
        subscription.dispose()
      }
      // Four sinks (create's, filter's, map's, take's), the source's own disposable, and the one
      // SubscriptionDisposer handed back: no disposer between two links.
      #expect(tally.created == 6)
      #expect(tally.alive == 0)
    }
  }
}
