// snippet: notification-log
/// Where listeners write down every notification they receive, in the order they receive it.
///
/// Each test makes its own log and hands it to the listeners, so tests never share state.
/// (Not thread-safe: this chapter's code runs on one thread.)
public final class NotificationLog {
  /// Every notice recorded so far, oldest first.
  public private(set) var notices: [Notice] = []

  /// Makes an empty log.
  public init() {}

  /// Records one notice; listeners call this when they are notified.
  public func record(_ notice: Notice) {
    notices.append(notice)
  }

  /// The notices one listener received, oldest first.
  public func notices(to recipient: String) -> [Notice] {
    notices.filter { $0.recipient == recipient }
  }
}
// snippet: end
