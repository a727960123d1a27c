import Foundation
import Testing

@testable import Progress

@Suite("progress: what a rule's name promises, and whom a failure blames")
struct CheckingTests {
  @Test("a rule named for completing or failing whose body only completes breaks the promise of an error")
  func completesOrFails() {
    let body = "let done = Completable.create { observer in observer(.completed) }"
    #expect(
      brokenPromises(rule: "a Completable made with create completes or fails inside", body: body) == ["an error"])
    #expect(
      brokenPromises(
        rule: "a Completable made with create completes or fails inside",
        body: body + "; observer(.error(TestError()))"
      ).isEmpty)
  }

  @Test("a rule named for letting go of something must watch a release")
  func letsGo() {
    #expect(
      brokenPromises(rule: "the subject lets go of its observers", body: "#expect(!subject.hasObservers)") == [
        "a release"
      ])
    #expect(brokenPromises(rule: "the subject lets go of its observers", body: "weak var watched = token").isEmpty)
  }

  @Test("a stage builds on the stages of earlier steps its table entry names, never on its own step's")
  func foundationsAreEarlierSteps() throws {
    let stage = try #require(stages.first { $0.id == "6.2" })
    let ids = foundations(of: stage).map(\.id)
    #expect(ids == subjectFoundations)
    #expect(!ids.contains { $0.hasPrefix("6.") })
    #expect(foundations(of: try #require(stages.first { $0.id == "3.2" })).isEmpty)
  }

  @Test("of a stage's several files, the one a rule checks is the one whose own names its test uses")
  func fileOfARule() throws {
    let stage = try #require(stages.first { $0.id == "4.2" })
    #expect(files(checkedBy: "keys count up from 0, one per insertion", of: stage, in: packageFolder) == ["Bag.swift"])
    #expect(files(checkedBy: "no such rule", of: stage, in: packageFolder) == stage.files)
  }

  @Test("PROGRESS_ONLY=scripts selects a stage's script rules by their functions' names")
  func scriptsFilter() throws {
    let stage = try #require(stages.first { $0.id == "6.1" })
    #expect(testFilter(stage).hasPrefix("Step6Stages\\.Stage6_1/"))
  }
}
