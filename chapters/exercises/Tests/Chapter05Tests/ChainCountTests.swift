import Step4_Sink
import Step5_Operators
import Synchronization
import Testing

@testable import Chapter05

@Suite("Chapter 5, exercise 3: predict the counts of a longer chain", .enabled(if: Resources.isTracing))
struct ChainCountTests {
  @Test("the predicted object counts match one subscription of of.map.filter.take(1)")
  func objectCounts() {
    let measured = measure()

    #expect(ChainPrediction.created == measured.created, "objects created by subscribe(onNext:)")
    #expect(
      ChainPrediction.aliveAfterSubscribe == measured.alive, "objects alive after subscribe returned, disposable held")
  }

  @Test("the predicted number of transform calls matches: what take(1) cannot stop")
  func transformCalls() {
    let measured = measure()

    #expect(ChainPrediction.transformCalls == measured.transformCalls, "calls of map's transform")
  }

  /// Builds the chain, subscribes once with a tally installed, and counts.
  private func measure() -> (created: Int, alive: Int, transformCalls: Int) {
    let calls = Atomic<Int>(0)
    let chain = Observable.of(1, 2, 3)
      .map { value in
        calls.add(1, ordering: .relaxed)
        return value * 2
      }
      .filter { $0 > 2 }
      .take(1)
    let tally = Resources.Tally()
    var alive = 0
    Resources.$tally.withValue(tally) {
      let subscription = chain.subscribe(onNext: { _ in })
      alive = tally.alive
      withExtendedLifetime(subscription) {}
    }
    return (tally.created, alive, calls.load(ordering: .relaxed))
  }
}
