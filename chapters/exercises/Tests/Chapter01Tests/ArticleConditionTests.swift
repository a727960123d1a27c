import Step1_Observer
import Testing

@testable import Chapter01

@Suite("Chapter 1, exercise 4: fix the article's condition")
struct ArticleConditionTests {
  let log = NotificationLog()
  let organizer: ArticleOrganizer

  init() {
    organizer = ArticleOrganizer(
      twitterFriend: TwitterFriend(name: "Bob", log: log),
      phoneFriend: PhoneFriend(name: "Carol", log: log),
      emailFriend: EmailFriend(name: "Dave", log: log))
  }

  @Test("setting the flag to false tells nobody")
  func falseTellsNobody() {
    organizer.isFine = false  // from true: the article's version tells everyone here

    #expect(log.notices.isEmpty, "nobody should hear of a change to false")
  }

  @Test("setting the flag from false to true tells each friend exactly once")
  func trueTellsEveryFriendOnce() {
    organizer.isFine = false
    let before = log.notices.count

    organizer.isFine = true  // from false: the article's version tells nobody here

    let told = log.notices.dropFirst(before).map(\.recipient)
    #expect(told == ["Bob", "Carol", "Dave"], "each friend should hear of the change to true, once")
  }
}
