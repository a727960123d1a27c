import ScriptCheck
import Step4_Sink
import Step5_Operators
import Testing

/// Seeded scripts of subscriptions to chains of up to three operators, run against your operators
/// and against a reference (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage5_5 {
  @Test(
    "scripts against a reference: each subscriber of a chain of map, filter and take hears the reference's events, and each source is disposed when the reference's is"
  )
  func scriptsChainsHear() {
    expectAgreement(.hears, Observable<Int>.chainScripts)
  }

  @Test("scripts against a reference: a subscription to a chain says it is disposed when the reference's does")
  func scriptsChainsAnswer() {
    // map, filter and take, chained
    expectAgreement(.answers, Observable<Int>.chainScripts)
  }

  @Test("scripts against a reference: a subscription to a chain lets go of everything when the reference's does")
  func scriptsChainsKeepAlive() {
    // map, filter and take, chained
    expectAgreement(.keepsAlive, Observable<Int>.chainScripts)
  }
}
