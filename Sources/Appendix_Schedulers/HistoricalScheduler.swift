import Foundation

/// A virtual time scheduler whose clock is a `Date`: for replaying events recorded with real
/// timestamps, as fast as the machine can run them.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
  /// Makes a scheduler whose clock reads `initialClock`, 1970 by default.
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}

/// The converter of ``HistoricalScheduler``: virtual time is a date, a virtual span is seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
  /// Virtual time is a date.
  public typealias VirtualTimeUnit = RxTime
  /// A virtual span is seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// The date itself.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
  /// The date itself.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
  /// The seconds themselves.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
    virtualTimeInterval
  }
  /// The seconds themselves.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }
  /// The date `offset` seconds later.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    time.addingTimeInterval(offset)
  }
  /// The dates' order.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
  }
}
