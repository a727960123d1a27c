/// When a test observable was subscribed to, and when that subscription was disposed:
/// `Subscription(200, 300)`, or `Subscription(200)` for one still open.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
  /// The tick of `subscribe`.
  public let subscribe: TestTime
  /// The tick of `dispose`, or `Int.max` while the subscription is open.
  public let unsubscribe: TestTime

  /// A subscription made at `subscribe` and still open.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, .max)
  }

  /// A subscription made at `subscribe` and disposed at `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(200: 300)`, or `(200: Infinity)` while open, as RxTest prints it.
  public var debugDescription: String {
    "(\(subscribe): \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}
