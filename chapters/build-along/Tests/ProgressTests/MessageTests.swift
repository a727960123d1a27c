import Testing

@testable import Progress

@Suite("progress: the messages of a stage's failing rules")
struct MessageTests {
  let issue = "Expectation failed: a == b\nfirst detail\nsecond detail\nthird detail"

  @Test("the first failing rule's message is printed whole, indented under At:")
  func firstWhole() {
    #expect(
      messageLines(issue, whole: true) == [
        "       Expectation failed: a == b", "       first detail", "       second detail", "       third detail",
      ])
  }

  @Test("a further failing rule prints its message's first two lines, the second marked as cut")
  func othersCut() {
    #expect(messageLines(issue, whole: false) == ["       Expectation failed: a == b", "       first detail …"])
  }

  @Test("a further rule's message of two lines or fewer is printed whole, unmarked")
  func shortOthersWhole() {
    #expect(messageLines("one\ntwo", whole: false) == ["       one", "       two"])
  }
}
