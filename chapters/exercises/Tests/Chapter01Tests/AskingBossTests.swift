import Step1_Observer
import Testing

@testable import Chapter01

@Suite("Chapter 1, exercise 5: what would the boss need to ask?")
struct AskingBossTests {
  let log = NotificationLog()

  @Test("a boss told only that something changed finds out what, from the employee")
  func bossFindsOut() {
    let alice = QuietEmployee(name: "Alice", boss: AskingBoss(name: "Dana", log: log))

    alice.isFine = false

    #expect(log.notices == [Notice(recipient: "Dana", via: "in person", message: "Alice is unwell")])
  }

  @Test("the boss reads the state as it is when told: unwell, then fine")
  func bossReadsEachTime() {
    let alice = QuietEmployee(name: "Alice", boss: AskingBoss(name: "Dana", log: log))

    alice.isFine = false
    alice.isFine = true

    #expect(log.notices.map(\.message) == ["Alice is unwell", "Alice is fine"])
  }

  @Test("the boss hears from the employee while it lives, and does not keep it alive")
  func wayBackIsWeak() {
    let dana = AskingBoss(name: "Dana", log: log)
    weak var gone: QuietEmployee?
    do {
      let alice = QuietEmployee(name: "Alice", boss: dana)
      alice.isFine = false
      gone = alice
    }

    #expect(log.notices.count == 1, "the boss should have found out once while Alice was there")
    #expect(gone == nil, "the boss keeps Alice alive: the way back should be weak")
  }
}
