import Foundation

// snippet: virtual-time-converter
/// How a virtual time scheduler's clock relates to real time. The scheduler only moves and compares
/// its clock; the converter says what a time and an interval are (ticks that are `Int`s for
/// `TestScheduler`, `Date`s for ``HistoricalScheduler``) and how they read as dates and seconds.
public protocol VirtualTimeConverterType {
  /// A point on the virtual clock.
  associatedtype VirtualTimeUnit
  /// A span on the virtual clock.
  associatedtype VirtualTimeIntervalUnit

  /// The date a virtual time stands for: what the scheduler's `now` returns.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
  /// The virtual time of a date: where `scheduleRelative` puts work due at that date.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
  /// A virtual span in seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  /// Seconds as a virtual span.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  /// `time` moved by `offset`.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  /// Which of two virtual times comes first (a `Date` is not `Comparable` in every Foundation).
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
  /// The first comes before the second.
  case lessThan
  /// They are the same time.
  case equal
  /// The first comes after the second.
  case greaterThan
}
// snippet: end
