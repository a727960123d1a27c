// snippet: boss
/// The listener of the first example: a boss who must hear when an employee falls ill.
public final class Boss {
  /// The boss's name, as it appears in the log.
  public let name: String
  private let log: NotificationLog

  /// Makes a boss who records what they hear in `log`.
  public init(name: String, log: NotificationLog) {
    self.name = name
    self.log = log
  }

  /// Hears `message` from one of their employees.
  public func notify(_ message: String) {
    log.record(Notice(recipient: name, via: "in person", message: message))
  }
}
// snippet: end
