// Appendix G, exercise 1: a strategy of your own.
// Check: swift test --package-path chapters/exercises --filter AppendixBindingsTests.LatchTests
// Hint:  chapters/exercises/hint bindings 1

import Appendix_Schedulers
import Appendix_Sharing
import Appendix_UIBindings
import Step4_Sink

/// A third kind of shared sequence. Like `Driver` and `Signal`, it never fails and delivers on the
/// sharing scheduler; unlike them it shares with `share(replay: 1, scope: .forever)`, so that a
/// subscriber who comes after the source has completed still hears its last element, then the
/// completion, and the source is never subscribed again.
enum LatchSharingStrategy: SharingStrategyProtocol {
  /// The scheduler every event of a latch is delivered on.
  static var scheduler: any SchedulerType {
    SharingScheduler.make()
  }

  /// How a latch's subscribers share its source.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .forever)
  }
}

/// A shared sequence of the latch strategy.
typealias Latch<Element> = SharedSequence<LatchSharingStrategy, Element>

extension ObservableConvertibleType {
  /// This sequence as a `Latch`: delivered on the sharing scheduler, an error replaced by
  /// `onErrorJustReturn` and the end, shared as the strategy says.
  func asLatch(onErrorJustReturn: Element) -> Latch<Element> {
    asSharedSequence(sharingStrategy: LatchSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
  }
}
