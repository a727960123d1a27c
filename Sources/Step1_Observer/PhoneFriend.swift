/// A friend who must be phoned: they hear what the caller says.
public final class PhoneFriend {
  /// The friend's name, as it appears in the log.
  public let name: String
  private let log: NotificationLog

  /// Makes a friend who records the calls they answer in `log`.
  public init(name: String, log: NotificationLog) {
    self.name = name
    self.log = log
  }

  /// Answers the phone and hears `words`.
  public func notifyByTelephone(saying words: String) {
    log.record(Notice(recipient: name, via: "telephone", message: words))
  }
}
