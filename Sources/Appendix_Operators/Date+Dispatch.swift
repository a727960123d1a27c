import Dispatch
import Foundation

// The arithmetic of `throttle`, as RxSwift's `Date+Dispatch.swift` does it: a due time shortened
// by the time that has passed, kept in the due time's own unit.
extension DispatchTimeInterval {
  /// Whether this interval is zero: the work it times is due now.
  var isNow: Bool {
    switch self {
    case .nanoseconds(let value), .microseconds(let value), .milliseconds(let value), .seconds(let value):
      value == 0
    case .never: false
    @unknown default: false
    }
  }

  /// This interval less the time between the two dates, never below zero, rounded in this
  /// interval's unit; `.never` stays `.never`.
  func reduceWithSpanBetween(earlierDate: Date, laterDate: Date) -> DispatchTimeInterval {
    let passed = laterDate.timeIntervalSince(earlierDate)
    func remaining(_ value: Int, perSecond: Double) -> Int {
      let remainder = Double(value) - passed * perSecond
      return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
    }
    switch self {
    case .nanoseconds(let value): return .nanoseconds(remaining(value, perSecond: 1_000_000_000))
    case .microseconds(let value): return .microseconds(remaining(value, perSecond: 1_000_000))
    case .milliseconds(let value): return .milliseconds(remaining(value, perSecond: 1_000))
    case .seconds(let value): return .seconds(remaining(value, perSecond: 1))
    case .never: return .never
    @unknown default: return self
    }
  }
}
