import Step1_Observer
import Testing

@Suite("An employee and their boss")
struct EmployeeTests {
  // snippet: employee-falls-ill
  @Test("an employee who falls ill tells their boss exactly once, saying so")
  func fallingIllTellsTheBoss() {
    let log = NotificationLog()
    let alice = Employee(name: "Alice", boss: Boss(name: "Dana", log: log))

    alice.isFine = false

    #expect(
      log.notices == [
        Notice(recipient: "Dana", via: "in person", message: "Alice is unwell and staying home today")
      ])
  }
  // snippet: end

  @Test("an employee who gets well again tells their boss they are fine")
  func gettingWellTellsTheBoss() {
    let log = NotificationLog()
    let alice = Employee(name: "Alice", boss: Boss(name: "Dana", log: log))

    alice.isFine = false
    alice.isFine = true

    #expect(log.notices.map(\.message) == ["Alice is unwell and staying home today", "Alice is fine again"])
  }

  // snippet: same-value-again
  @Test("setting isFine to the value it already has tells the boss again")
  func sameValueTellsTheBossAgain() {
    let log = NotificationLog()
    let alice = Employee(name: "Alice", boss: Boss(name: "Dana", log: log))

    alice.isFine = true  // already true
    alice.isFine = false
    alice.isFine = false  // already false

    #expect(
      log.notices.map(\.message) == [
        "Alice is fine again",
        "Alice is unwell and staying home today",
        "Alice is unwell and staying home today",
      ])
  }
  // snippet: end

  @Test("a new employee has told their boss nothing: the initial value does not run didSet")
  func creatingTellsNobody() {
    let log = NotificationLog()
    let alice = Employee(name: "Alice", boss: Boss(name: "Dana", log: log))

    #expect(alice.isFine)
    #expect(log.notices.isEmpty)
  }

  @Test("a boss with two employees hears from each, in the order the changes happen")
  func oneBossTwoEmployees() {
    let log = NotificationLog()
    let dana = Boss(name: "Dana", log: log)
    let alice = Employee(name: "Alice", boss: dana)
    let ben = Employee(name: "Ben", boss: dana)

    ben.isFine = false
    alice.isFine = false
    ben.isFine = true

    #expect(
      log.notices(to: "Dana").map(\.message) == [
        "Ben is unwell and staying home today",
        "Alice is unwell and staying home today",
        "Ben is fine again",
      ])
  }

  @Test("an employee tells only their own boss")
  func onlyTheirOwnBoss() {
    let log = NotificationLog()
    let alice = Employee(name: "Alice", boss: Boss(name: "Dana", log: log))
    _ = Employee(name: "Ben", boss: Boss(name: "Eve", log: log))

    alice.isFine = false

    #expect(log.notices(to: "Dana").count == 1)
    #expect(log.notices(to: "Eve").isEmpty)
  }
}
