import Step1_Observer
import Testing

@Suite("The notification log")
struct NotificationLogTests {
  @Test("the log keeps notices in the order they were recorded, and can pick out one recipient's")
  func orderAndFilter() {
    let log = NotificationLog()
    let first = Notice(recipient: "Bob", via: "Twitter", message: "one")
    let second = Notice(recipient: "Carol", via: "telephone", message: "two")
    let third = Notice(recipient: "Bob", via: "Twitter", message: "three")

    log.record(first)
    log.record(second)
    log.record(third)

    #expect(log.notices == [first, second, third])
    #expect(log.notices(to: "Bob") == [first, third])
    #expect(log.notices(to: "Nobody").isEmpty)
  }

  @Test("a notice prints as: to recipient (route): message")
  func description() {
    let notice = Notice(recipient: "Dana", via: "in person", message: "Alice is fine again")
    #expect(notice.description == "to Dana (in person): Alice is fine again")
  }
}
