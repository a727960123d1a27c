import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts of `fetchOr`, `load`, `isFlagSet` and `increment`, run against your `AtomicInt`
/// and against plain arithmetic.
extension Stage4_1 {
  @Test("scripts against a reference: fetchOr, load, isFlagSet and increment return what plain arithmetic returns")
  func scriptsAtomicAnswers() {
    expectAgreement(.answers, AtomicInt.scripts)
  }
}
