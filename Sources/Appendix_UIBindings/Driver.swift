import Appendix_Schedulers
import Appendix_Sharing
import Step4_Sink

// snippet: driver
/// A shared sequence for state that drives a screen: it never fails, it delivers on the main
/// scheduler, and it shares one subscription with `share(replay: 1)`, so a new subscriber hears
/// the latest element at once.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s strategy: the sharing scheduler, and `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// The main scheduler, or the one `SharingScheduler.mock` put in place.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// Shares `source` and replays its latest element to each new subscriber.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Itself, as a `Driver`.
  public func asDriver() -> Driver<Element> {
    asSharedSequence()
  }
}
// snippet: end
