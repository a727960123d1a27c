// Chapter 1, exercise 4: fix the article's condition.
// Check: swift test --package-path chapters/exercises --filter Chapter01Tests.ArticleConditionTests
// Hint:  chapters/exercises/hint 1 4

import Step1_Observer

/// The article's second example, with chapter 1's three friends: when the flag is set to `true`,
/// every friend is told. As written (the article's code) the condition reads the wrong value.
final class ArticleOrganizer {
  private let twitterFriend: TwitterFriend
  private let phoneFriend: PhoneFriend
  private let emailFriend: EmailFriend

  /// The flag. Each assignment of `true` tells the three friends once each; `false` tells nobody.
  var isFine: Bool = true {
    didSet(value) {
      // TODO: this tests `value`, which is the old value. Tell the friends when the new one is true.
      if value {
        twitterFriend.notifyByTwitter("all fine")
        phoneFriend.notifyByTelephone(saying: "all fine")
        emailFriend.notifyByEmail(subject: "Fine", body: "all fine")
      }
    }
  }

  /// Makes an organizer whose flag starts out `true`.
  init(twitterFriend: TwitterFriend, phoneFriend: PhoneFriend, emailFriend: EmailFriend) {
    self.twitterFriend = twitterFriend
    self.phoneFriend = phoneFriend
    self.emailFriend = emailFriend
  }
}
