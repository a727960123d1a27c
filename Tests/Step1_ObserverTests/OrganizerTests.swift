import Step1_Observer
import Testing

@Suite("An organizer and three friends, each reached in their own way")
struct OrganizerTests {
  /// An organizer, Sam, with Bob on Twitter, Carol on the phone and Dave on e-mail, all
  /// writing into one fresh log.
  func makeSam() -> (sam: Organizer, log: NotificationLog) {
    let log = NotificationLog()
    let sam = Organizer(
      name: "Sam",
      twitterFriend: TwitterFriend(name: "Bob", log: log),
      phoneFriend: PhoneFriend(name: "Carol", log: log),
      emailFriend: EmailFriend(name: "Dave", log: log))
    return (sam, log)
  }

  @Test("a new organizer has told no friend anything")
  func creatingTellsNobody() {
    let (sam, log) = makeSam()
    #expect(!sam.isRunningLate)
    #expect(log.notices.isEmpty)
  }

  @Test("one change reaches each of the three friends exactly once")
  func oneChangeReachesEveryFriendOnce() {
    let (sam, log) = makeSam()

    sam.isRunningLate = true

    #expect(log.notices.count == 3)
    for friend in ["Bob", "Carol", "Dave"] {
      #expect(log.notices(to: friend).count == 1, "\(friend) should be told once")
    }
  }

  @Test("each friend is reached through their own method: Twitter, telephone, e-mail")
  func eachFriendThroughTheirOwnMethod() {
    let (sam, log) = makeSam()

    sam.isRunningLate = true

    #expect(log.notices(to: "Bob").map(\.via) == ["Twitter"])
    #expect(log.notices(to: "Carol").map(\.via) == ["telephone"])
    #expect(log.notices(to: "Dave").map(\.via) == ["e-mail"])
  }

  @Test("the friends are told in the order the organizer calls them: Twitter, phone, e-mail")
  func orderOfTheCalls() {
    let (sam, log) = makeSam()

    sam.isRunningLate = true

    #expect(log.notices.map(\.recipient) == ["Bob", "Carol", "Dave"])
  }

  // snippet: each-friend-own-shape
  @Test("each friend hears the news in the shape their channel needs")
  func eachFriendHearsTheNewsInTheirShape() {
    let (sam, log) = makeSam()

    sam.isRunningLate = true

    #expect(
      log.notices.map(\.message) == [
        "@Bob Sam here: running late",  // a tweet that mentions Bob
        "Hi Carol, it's Sam. I'm running late.",  // words said on the phone
        "[Running late] Sam is running late.",  // an e-mail: [subject] body
      ])
  }
  // snippet: end

  @Test("being on time after all is news too, and reaches all three friends")
  func onTimeAfterAll() {
    let (sam, log) = makeSam()

    sam.isRunningLate = true
    sam.isRunningLate = false

    #expect(
      log.notices.suffix(3).map(\.description) == [
        "to Bob (Twitter): @Bob Sam here: on time after all",
        "to Carol (telephone): Hi Carol, it's Sam. I'm on time after all.",
        "to Dave (e-mail): [On time] Sam is on time after all.",
      ])
  }

  @Test("setting isRunningLate to the value it already has tells all three friends again")
  func sameValueTellsEveryoneAgain() {
    let (sam, log) = makeSam()

    sam.isRunningLate = true
    sam.isRunningLate = true

    for friend in ["Bob", "Carol", "Dave"] {
      let told = log.notices(to: friend)
      #expect(told.count == 2, "\(friend) should be told twice")
      #expect(told.first == told.last, "\(friend) should hear the same news twice")
    }
  }

  @Test("n assignments tell each friend n times")
  func everyAssignmentCounts() {
    let (sam, log) = makeSam()

    for late in [true, false, true, true, false] {
      sam.isRunningLate = late
    }

    #expect(log.notices.count == 15)
    for friend in ["Bob", "Carol", "Dave"] {
      #expect(log.notices(to: friend).count == 5)
    }
  }
}
