// Appendix G, exercise 2: an activity indicator.
// Check: swift test --package-path chapters/exercises --filter AppendixBindingsTests.ActivityIndicatorTests
// Hint:  chapters/exercises/hint bindings 2

import Appendix_Combining
import Appendix_UIBindings
import Step4_Sink

/// Whether any of the sequences it tracks is running: what a screen shows as a spinner. A tracked
/// sequence runs from its subscription until it completes, fails or is disposed.
final class ActivityIndicator: SharedSequenceConvertibleType {
  typealias Element = Bool
  typealias SharingStrategy = DriverSharingStrategy

  /// How many tracked sequences are running now.
  private let running = BehaviorRelay(value: 0)

  /// `source`, counted as running from each subscription to its end.
  func trackActivity<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
    // TODO: the placeholder below counts nothing.
    source.asObservable()
  }

  /// True while anything tracked runs, false otherwise, never the same value twice in a row.
  func asSharedSequence() -> Driver<Bool> {
    // TODO: the placeholder below never sends anything.
    Driver.never()
  }
}
