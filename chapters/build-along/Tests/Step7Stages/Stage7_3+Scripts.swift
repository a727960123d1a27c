import ScriptCheck
import Step7_Traits
import Testing

/// Seeded scripts of subscriptions to traits made by the constructors, mapped and filtered, run
/// against yours and a reference (`Tests/ScriptCheck/ModelTraits.swift`).
extension Stage7_3 {
  @Test(
    "scripts against a reference: the subscribers of constructed, mapped and filtered traits hear what the reference's hear"
  )
  func scriptsOperatorsHear() {
    expectAgreement(.hears, PrimitiveSequence<SingleTrait, Int>.operatorScripts)
  }
}
