import ScriptCheck
import Step7_Traits
import Testing

/// Seeded scripts of `andThen` with every kind of second (a `Single`, a `Maybe`, a `Completable`,
/// an `Observable` of several elements), the first completing or failing, disposals at any stage,
/// run against your `andThen` and a reference (`Tests/ScriptCheck/ModelTraits.swift`).
extension Stage7_6 {
  @Test(
    "scripts against a reference: andThen's subscribers hear what the reference's hear, and each stage is subscribed and disposed when the reference's is"
  )
  func scriptsAndThenHear() {
    expectAgreement(.hears, PrimitiveSequence<CompletableTrait, Never>.andThenScripts)
  }

  @Test("scripts against a reference: andThen lets go of each stage, and of its subscribers, when the reference's does")
  func scriptsAndThenKeepAlive() {
    expectAgreement(.keepsAlive, PrimitiveSequence<CompletableTrait, Never>.andThenScripts)
  }
}
