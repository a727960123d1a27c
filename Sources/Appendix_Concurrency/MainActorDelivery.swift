import Appendix_Schedulers
import Step4_Sink

// snippet: subscribe-on-main-actor
extension ObservableType {
  /// Delivers every event to `handler` on the main actor: the events hop to the main queue with
  /// `MainScheduler`, where the main actor runs, and the handler may touch main-actor state.
  public func subscribe(onMainActor handler: @escaping @MainActor (Event<Element>) -> Void)
    -> any Disposable
  {
    observe(on: MainScheduler.instance).subscribe { event in
      // The event is already on the main queue, which is where the main actor runs; it does not
      // move, but the compiler cannot see that, hence `Unchecked`. `assumeIsolated` checks the
      // thread rather than trusting it.
      let delivery = Unchecked(value: event)
      MainActor.assumeIsolated {
        handler(delivery.value)
      }
    }
  }
}
// snippet: end
