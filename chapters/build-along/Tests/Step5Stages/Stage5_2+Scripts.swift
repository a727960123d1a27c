import ScriptCheck
import Step4_Sink
import Step5_Operators
import Testing

/// Seeded scripts of subscriptions to chains with `filter`, events, stop events, disposals and
/// subscribers that react, run against your `filter` and against a reference
/// (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage5_2 {
  @Test(
    "scripts against a reference: each subscriber of a chain with filter hears the reference's events, and each source is disposed when the reference's is"
  )
  func scriptsFilterHear() {
    expectAgreement(.hears, Observable<Int>.filterScripts)
  }

  @Test("scripts against a reference: a subscription through filter says it is disposed when the reference's does")
  func scriptsFilterAnswer() {
    expectAgreement(.answers, Observable<Int>.filterScripts)
  }

  @Test(
    "scripts against a reference: a subscription through filter lets go of its subscriber and cleanup when the reference's does"
  )
  func scriptsFilterKeepAlive() {
    expectAgreement(.keepsAlive, Observable<Int>.filterScripts)
  }
}
