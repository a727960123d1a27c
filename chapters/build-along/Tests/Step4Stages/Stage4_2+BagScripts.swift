import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts of inserts, removals, `removeAll`, counts, walks and copies, a crowd past the
/// slot and the array among them, run against your `Bag` and against a reference
/// (`Tests/ScriptCheck/ModelBag.swift`).
extension Stage4_2 {
  @Test(
    "scripts against a reference: a Bag's keys, removals, count and walks answer as the reference's do, copies included"
  )
  func scriptsBagAnswers() {
    expectAgreement(.answers, Bag<Witness>.scripts)
  }

  @Test("scripts against a reference: a Bag holds the values the reference holds, and lets go of the rest")
  func scriptsBagKeepsAlive() {
    expectAgreement(.keepsAlive, Bag<Witness>.scripts)
  }
}
