import ScriptCheck
import Step7_Traits
import Testing

/// Seeded scripts of `asSingle`, `asMaybe` and `asCompletable` over sources that send none, one or
/// several elements and stop (or not), run against yours and a reference
/// (`Tests/ScriptCheck/ModelTraits.swift`).
extension Stage7_7 {
  @Test(
    "scripts against a reference: the subscribers of asSingle, asMaybe and asCompletable hear what the reference's hear, and each source is disposed when the reference's is"
  )
  func scriptsConversionsHear() {
    expectAgreement(.hears, PrimitiveSequence<SingleTrait, Int>.conversionScripts)
  }

  @Test("scripts against a reference: asSingle, asMaybe and asCompletable let go of what the reference lets go of")
  func scriptsConversionsKeepAlive() {
    expectAgreement(.keepsAlive, PrimitiveSequence<SingleTrait, Int>.conversionScripts)
  }
}
