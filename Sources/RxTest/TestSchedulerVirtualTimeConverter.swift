import Appendix_Schedulers
import Foundation

/// The converter of ``TestScheduler``: virtual time counts ticks, and a tick stands for
/// `resolution` seconds (one by default), counted from 1970.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
  /// A time is a tick.
  public typealias VirtualTimeUnit = Int
  /// A span is a number of ticks.
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  init(resolution: Double) {
    self.resolution = resolution
  }

  /// `resolution` seconds per tick after 1970.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
  }

  /// The nearest tick; a date too far for an `Int` (`.never` from now) is the last tick.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    ticks(time.timeIntervalSince1970)
  }

  /// Ticks in seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    TimeInterval(virtualTimeInterval) * resolution
  }

  /// Seconds in the nearest number of ticks.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    ticks(timeInterval)
  }

  /// `time` plus `offset` ticks.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    time + offset
  }

  /// The ticks' order.
  public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
  }

  private func ticks(_ seconds: TimeInterval) -> Int {
    let ticks = seconds / resolution + 0.5  // rounded as RxTest rounds
    return ticks >= Double(Int.max) ? Int.max : Int(ticks)
  }
}
