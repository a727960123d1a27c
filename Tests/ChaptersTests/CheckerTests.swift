import Testing

/// The checks' own messages; the parsing they rest on is pinned in ChapterFormatTests.
@Suite("The listings checker itself")
struct CheckerTests {
  @Test("the first difference names the line and both versions")
  func differenceMessage() {
    #expect(Listings.firstDifference(["a", "b"], ["a", "c"]) == "listing line 2 shows «b» but the source has «c»")
  }
}
