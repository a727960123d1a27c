import Step4_Sink

// snippet: testable-observer
/// Records every event it receives, stamped with the test scheduler's clock. It polices nothing,
/// so a test sees exactly what the sequence sent, rule-breaking included.
public final class TestableObserver<Element>: ObserverType {
  /// The scheduler whose clock stamps the events.
  public let scheduler: TestScheduler
  /// Everything received so far, in order.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the current tick.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
// snippet: end
