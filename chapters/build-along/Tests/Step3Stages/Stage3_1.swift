import Step3_Events
import Testing

@Suite("3.1 Event: a value with its context")
struct Stage3_1 {
  @Test("error and completed are stop events; next is not")
  func stopEvents() {
    #expect(!Event.next(1).isStopEvent)
    #expect(Event<Int>.error(TestError()).isStopEvent)
    #expect(Event<Int>.completed.isStopEvent)
  }

  @Test("element and error read the payload of their own case and are nil otherwise")
  func payloads() {
    #expect(Event.next(7).element == 7)
    #expect(Event<Int>.completed.element == nil)
    #expect(Event<Int>.error(TestError()).element == nil)
    #expect(Event<Int>.error(TestError()).error is TestError)
    #expect(Event.next(7).error == nil)
    #expect(Event<Int>.completed.error == nil)
  }
}
