import Step4_Sink

/// A time on a ``TestScheduler``'s clock, in ticks.
public typealias TestTime = Int

// snippet: recorded
/// A value stamped with the virtual time at which it happened: an event a ``TestableObserver``
/// received, or one a test observable is told to send.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When, in ticks.
  public let time: TestTime
  /// What.
  public let value: Value

  /// Stamps `value` with `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// `next(1) @ 210`, as RxTest prints it.
  public var debugDescription: String {
    "\(value) @ \(time)"
  }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
  /// `next(element)` at `time`.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// `completed` at `time`. The element type can be given when nothing else says it:
  /// `.completed(300, Int.self)`.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// `error(error)` at `time`.
  public static func error<T>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .error(error))
  }

  /// The events given, as an array: `Recorded.events(.next(210, 1), .completed(300))`.
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// The events of an array, as they are: `Recorded.events([.next(210, 1), .completed(300)])`.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
// snippet: end
