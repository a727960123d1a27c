import Step1_Observer
import Testing

@testable import Chapter01

@Suite("Chapter 1, exercise 3: two Twitter friends, and a friend who leaves")
struct FriendsWhoLeaveTests {
  let log = NotificationLog()
  let sam = TwitterOrganizer(name: "Sam")

  @Test("every Twitter friend added hears each change, in the order they were added")
  func everyFriendHears() {
    sam.add(TwitterFriend(name: "Bob", log: log))
    sam.add(TwitterFriend(name: "Fay", log: log))

    sam.isRunningLate = true
    sam.isRunningLate = false

    #expect(
      log.notices.map(\.description) == [
        "to Bob (Twitter): @Bob Sam here: running late",
        "to Fay (Twitter): @Fay Sam here: running late",
        "to Bob (Twitter): @Bob Sam here: on time after all",
        "to Fay (Twitter): @Fay Sam here: on time after all",
      ])
  }

  @Test("a friend who leaves is not told again, and the others still are")
  func aFriendWhoLeaves() {
    let bob = TwitterFriend(name: "Bob", log: log)
    sam.add(bob)
    sam.add(TwitterFriend(name: "Fay", log: log))

    sam.isRunningLate = true
    sam.remove(bob)
    sam.isRunningLate = false

    #expect(log.notices(to: "Bob").count == 1, "Bob left after the first change")
    #expect(log.notices(to: "Fay").count == 2, "Fay stayed for both changes")
  }

  @Test("remove goes by identity: another friend with the same name stays")
  func removeByIdentity() {
    let bob = TwitterFriend(name: "Bob", log: log)
    let otherBob = TwitterFriend(name: "Bob", log: log)
    sam.add(bob)
    sam.add(otherBob)

    sam.remove(bob)
    sam.isRunningLate = true

    #expect(log.notices(to: "Bob").count == 1, "the other Bob should still be told")
  }
}
