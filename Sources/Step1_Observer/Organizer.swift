// snippet: organizer
/// The source of the second example: someone who has arranged to meet three friends and must
/// tell each of them, each in their own way, whether they are running late.
///
/// Everything about the listeners is written into this type: their three concrete types,
/// their three method names, the shape of each message. That is the coupling this chapter is about.
public final class Organizer {
  /// The organizer's name, used in what the friends are told.
  public let name: String
  private let twitterFriend: TwitterFriend
  private let phoneFriend: PhoneFriend
  private let emailFriend: EmailFriend

  /// Whether the organizer will be late. Every assignment tells all three friends, once each,
  /// even one that stores the value already there.
  public var isRunningLate: Bool = false {
    didSet {
      let news = isRunningLate ? "running late" : "on time after all"
      twitterFriend.notifyByTwitter("@\(twitterFriend.name) \(name) here: \(news)")
      phoneFriend.notifyByTelephone(saying: "Hi \(phoneFriend.name), it's \(name). I'm \(news).")
      emailFriend.notifyByEmail(
        subject: isRunningLate ? "Running late" : "On time", body: "\(name) is \(news).")
    }
  }

  /// Makes an organizer who must reach exactly these three friends, one of each kind.
  public init(
    name: String, twitterFriend: TwitterFriend, phoneFriend: PhoneFriend, emailFriend: EmailFriend
  ) {
    self.name = name
    self.twitterFriend = twitterFriend
    self.phoneFriend = phoneFriend
    self.emailFriend = emailFriend
  }
}
// snippet: end
