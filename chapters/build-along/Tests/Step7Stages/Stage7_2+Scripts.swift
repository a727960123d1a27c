import ScriptCheck
import Step7_Traits
import Testing

/// Seeded scripts of subscriptions with closures and handlers to traits made with `create`, and
/// wrapped around sources that break the contract, run against your traits' `subscribe` and a
/// reference (`Tests/ScriptCheck/ModelTraits.swift`).
extension Stage7_2 {
  @Test(
    "scripts against a reference: a trait's subscribers, the contract hook and the default error handler hear what the reference's hear"
  )
  func scriptsSubscribeHear() {
    expectAgreement(.hears, PrimitiveSequence<SingleTrait, Int>.subscribeScripts)
  }

  @Test("scripts against a reference: a trait's subscription lets go of its handlers when the reference's does")
  func scriptsSubscribeKeepAlive() {
    expectAgreement(.keepsAlive, PrimitiveSequence<SingleTrait, Int>.subscribeScripts)
  }
}
