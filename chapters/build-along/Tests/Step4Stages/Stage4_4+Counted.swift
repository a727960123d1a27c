import StageSupport
import Step4_Sink
import Testing

/// A cancel for a sink that counts nothing itself, so that only the sink is counted.
private final class UncountedCancel: Cancelable, @unchecked Sendable {
  var isDisposed = false
  func dispose() { isDisposed = true }
}

extension Stage4_4 {
  @Test("a Sink is counted in Resources from its init to its deinit", .enabled(if: Resources.isTracing))
  func sinkIsCounted() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      do {
        let sink = ForwardingSink(observer: AnyObserver<Int>(eventHandler: { _ in }), cancel: UncountedCancel())
        #expect(tally.alive == 1, "a live Sink counts \(tally.alive) objects: count it in its init")
        withExtendedLifetime(sink) {}
      }
      #expect(tally.alive == 0, "\(tally.alive) objects still counted once the sink went: uncount it in its deinit")
    }
  }

  @Test("a Producer, like every Observable, is counted in Resources while it lives", .enabled(if: Resources.isTracing))
  func producerIsCounted() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      do {
        let producer = TestProducer()
        #expect(tally.alive == 1, "a live Producer counts \(tally.alive) objects: Observable's init counts it")
        withExtendedLifetime(producer) {}
      }
      #expect(
        tally.alive == 0, "\(tally.alive) objects still counted once the producer went: Observable's deinit uncounts it"
      )
    }
  }
}
