import Appendix_Schedulers
import Appendix_Sharing
import Step4_Sink

// snippet: signal
/// A shared sequence for events (a tap, a message to show once): it never fails, it delivers on
/// the main scheduler, and it shares one subscription with `share()`, so a new subscriber hears
/// only what comes after it.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s strategy: the sharing scheduler, and `share(scope: .whileConnected)`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// The main scheduler, or the one `SharingScheduler.mock` put in place.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// Shares `source`, replaying nothing.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Itself, as a `Signal`.
  public func asSignal() -> Signal<Element> {
    asSharedSequence()
  }
}
// snippet: end
