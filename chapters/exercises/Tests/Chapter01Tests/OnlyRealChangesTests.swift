import Step1_Observer
import Testing

@testable import Chapter01

@Suite("Chapter 1, exercise 1: only real changes")
struct OnlyRealChangesTests {
  let log = NotificationLog()
  let alice: SteadyEmployee

  init() {
    alice = SteadyEmployee(name: "Alice", boss: Boss(name: "Dana", log: log))
  }

  @Test("an employee who falls ill twice in a row tells the boss once")
  func illTwiceTellsOnce() {
    alice.isFine = false
    alice.isFine = false  // the same value again: no news

    #expect(
      log.notices == [Notice(recipient: "Dana", via: "in person", message: "Alice is unwell and staying home today")],
      "the boss should hear exactly one notice, for the first assignment")
  }

  @Test("assigning true to a healthy employee tells the boss nothing, and falling ill still does")
  func sameValueFirstThenRealChange() {
    alice.isFine = true  // already true
    alice.isFine = false

    #expect(log.notices.map(\.message) == ["Alice is unwell and staying home today"])
  }

  @Test("every real change is told, in order, and no repeat is")
  func everyRealChangeInOrder() {
    for value in [false, false, true, true, false] {
      alice.isFine = value
    }

    #expect(
      log.notices.map(\.message) == [
        "Alice is unwell and staying home today",
        "Alice is fine again",
        "Alice is unwell and staying home today",
      ])
  }
}
