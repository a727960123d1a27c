// snippet: twitter-friend
/// A friend who only reads Twitter: they must be told with a tweet.
public final class TwitterFriend {
  /// The friend's name, as it appears in the log.
  public let name: String
  private let log: NotificationLog

  /// Makes a friend who records the tweets they read in `log`.
  public init(name: String, log: NotificationLog) {
    self.name = name
    self.log = log
  }

  /// Reads a tweet meant for them.
  public func notifyByTwitter(_ tweet: String) {
    log.record(Notice(recipient: name, via: "Twitter", message: tweet))
  }
}
// snippet: end
