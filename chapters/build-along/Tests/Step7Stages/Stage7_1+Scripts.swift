import ScriptCheck
import Step7_Traits
import Testing

/// Seeded scripts of outcomes reported to `Single.create`, `Maybe.create` and `Completable.create`,
/// more than one and in any order, with what each sends inside compared with a reference
/// (`Tests/ScriptCheck/ModelTraits.swift`).
extension Stage7_1 {
  @Test(
    "scripts against a reference: what Single, Maybe and Completable made with create send inside is what the reference's send"
  )
  func scriptsInsideHear() {
    expectAgreement(.hears, PrimitiveSequence<SingleTrait, Int>.insideScripts)
  }
}
