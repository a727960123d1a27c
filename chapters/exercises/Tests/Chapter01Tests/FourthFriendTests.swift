import Step1_Observer
import Testing

@testable import Chapter01

@Suite("Chapter 1, exercise 2: a fourth friend")
struct FourthFriendTests {
  let log = NotificationLog()
  let sam: OrganizerOfFour

  /// Sam, with Bob on Twitter, Carol on the phone, Dave on e-mail and Erin on text messages.
  init() {
    sam = OrganizerOfFour(
      name: "Sam",
      twitterFriend: TwitterFriend(name: "Bob", log: log),
      phoneFriend: PhoneFriend(name: "Carol", log: log),
      emailFriend: EmailFriend(name: "Dave", log: log),
      textFriend: TextFriend(name: "Erin", log: log))
  }

  @Test("Erin hears the news by text message")
  func erinHearsByText() {
    sam.isRunningLate = true

    #expect(log.notices(to: "Erin") == [Notice(recipient: "Erin", via: "text", message: "Sam: running late")])
  }

  @Test("one change reaches each of the four friends exactly once")
  func oneChangeReachesEveryFriendOnce() {
    sam.isRunningLate = true

    #expect(log.notices.count == 4)
    for friend in ["Bob", "Carol", "Dave", "Erin"] {
      #expect(log.notices(to: friend).count == 1, "\(friend) should be told once")
    }
  }

  @Test("the friends are told in order: Twitter, phone, e-mail, then text")
  func orderOfTheCalls() {
    sam.isRunningLate = true

    #expect(log.notices.map(\.recipient) == ["Bob", "Carol", "Dave", "Erin"])
  }

  @Test("being on time after all reaches Erin too")
  func onTimeAfterAllReachesErin() {
    sam.isRunningLate = true
    sam.isRunningLate = false

    #expect(log.notices(to: "Erin").map(\.message) == ["Sam: running late", "Sam: on time after all"])
  }
}
