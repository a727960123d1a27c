import ScriptCheck
import Step4_Sink
import Step5_Operators
import Testing

/// Seeded scripts of subscriptions to chains with `map`, events, stop events, disposals and
/// subscribers that react, run against your `map` and against a reference
/// (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage5_1 {
  @Test(
    "scripts against a reference: each subscriber of a chain with map hears the reference's events, and each source is disposed when the reference's is"
  )
  func scriptsMapHear() {
    expectAgreement(.hears, Observable<Int>.mapScripts)
  }

  @Test("scripts against a reference: a subscription through map says it is disposed when the reference's does")
  func scriptsMapAnswer() {
    expectAgreement(.answers, Observable<Int>.mapScripts)
  }

  @Test(
    "scripts against a reference: a subscription through map lets go of its subscriber and cleanup when the reference's does"
  )
  func scriptsMapKeepAlive() {
    expectAgreement(.keepsAlive, Observable<Int>.mapScripts)
  }
}
