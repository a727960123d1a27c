/// A friend who must be e-mailed: a message with a subject and a body.
public final class EmailFriend {
  /// The friend's name, as it appears in the log.
  public let name: String
  private let log: NotificationLog

  /// Makes a friend who records the e-mails they read in `log`.
  public init(name: String, log: NotificationLog) {
    self.name = name
    self.log = log
  }

  /// Reads an e-mail; the log shows it as `[subject] body`.
  public func notifyByEmail(subject: String, body: String) {
    log.record(Notice(recipient: name, via: "e-mail", message: "[\(subject)] \(body)"))
  }
}
