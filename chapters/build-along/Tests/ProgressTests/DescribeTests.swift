import Foundation
import Testing

@testable import Progress

@Suite("progress --describe: the stage table for the documentation site")
struct DescribeTests {
  @Test("--describe gives each stage in order with its files, note, rules, and the hint of each rule")
  func describesStages() throws {
    let scratch = try Scratch()
    let first = Stage(
      id: "3.1", suite: "Stage3_1", chapter: "03-events.md", section: "Event", files: ["Event.swift"],
      note: "Write the enum first.")
    let second = Stage(
      id: "3.2", suite: "Stage3_2", chapter: "03-events.md", section: "ObserverType", files: [],
      alsoRead: ["Events"])
    try scratch.write(
      """
      @Test("stop events stop") func a() {}
      @Test("next does not") func b() {}
      """, to: "Tests/Step3Stages/Stage3_1.swift")
    try scratch.write("@Test(\"on is the one method\") func c() {}", to: "Tests/Step3Stages/Stage3_2.swift")
    try scratch.write(
      """
      # Hints for Step 3

      ## 3.1 Event

      ### stop events stop

      Two of the three cases.

      ## 3.2 ObserverType

      ### on is the one method

      The others call it.
      """, to: "hints/Step3.md")

    let object = try JSONSerialization.jsonObject(with: describeStages([first, second], in: scratch.url))
    let described = try #require((object as? [String: Any])?["stages"] as? [[String: Any]])
    #expect(described.map { $0["id"] as? String } == ["3.1", "3.2"])
    #expect(described.map { $0["module"] as? String } == ["Step3_Events", "Step3_Events"])
    #expect(described[0]["section"] as? String == "Event")
    #expect(described[0]["files"] as? [String] == ["Event.swift"])
    #expect(described[0]["note"] as? String == "Write the enum first.")
    #expect(described[0]["rules"] as? [String] == ["stop events stop", "next does not"])
    #expect(described[0]["hints"] as? [String] == ["Two of the three cases.", ""])
    #expect(described[1]["note"] == nil)
    #expect(described[1]["alsoRead"] as? [String] == ["Events"])
    #expect(described[1]["rules"] as? [String] == ["on is the one method"])
    #expect(described[1]["hints"] as? [String] == ["The others call it."])
  }
}
