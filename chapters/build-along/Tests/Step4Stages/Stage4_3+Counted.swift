import StageSupport
import Step4_Sink
import Testing

extension Stage4_3 {
  @Test("an observer is counted in Resources from its init to its deinit", .enabled(if: Resources.isTracing))
  func observerIsCounted() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      do {
        let observer = AnonymousObserver<Int> { _ in }
        #expect(
          tally.alive == 1, "a live AnonymousObserver counts \(tally.alive) objects: ObserverBase's init counts it")
        withExtendedLifetime(observer) {}
      }
      #expect(tally.alive == 0, "\(tally.alive) objects still counted once the observer went: its deinit uncounts it")
    }
  }
}
