// Chapter 1, exercise 2: a fourth friend.
// Check: swift test --package-path chapters/exercises --filter Chapter01Tests.FourthFriendTests
// Hint:  chapters/exercises/hint 1 2

import Step1_Observer

/// A friend who only reads text messages.
final class TextFriend {
  /// The friend's name, as it appears in the log.
  let name: String
  private let log: NotificationLog

  /// Makes a friend who records the text messages they read in `log`.
  init(name: String, log: NotificationLog) {
    self.name = name
    self.log = log
  }

  /// Reads a text message: records a `Notice` to this friend, via "text", saying `text`.
  func notifyByText(_ text: String) {
    // TODO: record the notice in the log.
  }
}

/// Chapter 1's `Organizer`, with a fourth friend who must be told by text message.
final class OrganizerOfFour {
  /// The organizer's name, used in what the friends are told.
  let name: String
  private let twitterFriend: TwitterFriend
  private let phoneFriend: PhoneFriend
  private let emailFriend: EmailFriend
  // TODO: keep the text friend.

  /// Whether the organizer will be late. Every assignment tells all four friends, once each:
  /// the three as `Organizer` tells them, then the text friend, who reads "Sam: running late"
  /// or "Sam: on time after all" (with the organizer's name).
  var isRunningLate: Bool = false {
    didSet {
      let news = isRunningLate ? "running late" : "on time after all"
      twitterFriend.notifyByTwitter("@\(twitterFriend.name) \(name) here: \(news)")
      phoneFriend.notifyByTelephone(saying: "Hi \(phoneFriend.name), it's \(name). I'm \(news).")
      emailFriend.notifyByEmail(subject: isRunningLate ? "Running late" : "On time", body: "\(name) is \(news).")
      // TODO: tell the text friend.
    }
  }

  /// Makes an organizer who must reach exactly these four friends.
  init(
    name: String, twitterFriend: TwitterFriend, phoneFriend: PhoneFriend, emailFriend: EmailFriend,
    textFriend: TextFriend
  ) {
    self.name = name
    self.twitterFriend = twitterFriend
    self.phoneFriend = phoneFriend
    self.emailFriend = emailFriend
  }
}
