import ScriptCheck
import Step4_Sink
import Step5_Operators
import Testing

/// Seeded scripts of subscriptions to chains with `take`, events, stop events, disposals and
/// subscribers that react, run against your `take` and against a reference
/// (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage5_3 {
  @Test(
    "scripts against a reference: each subscriber of a chain with take hears the reference's events, and each source is disposed when the reference's is"
  )
  func scriptsTakeHear() {
    expectAgreement(.hears, Observable<Int>.takeScripts)
  }

  @Test("scripts against a reference: a subscription through take says it is disposed when the reference's does")
  func scriptsTakeAnswer() {
    expectAgreement(.answers, Observable<Int>.takeScripts)
  }

  @Test(
    "scripts against a reference: a subscription through take lets go of its subscriber and cleanup when the reference's does"
  )
  func scriptsTakeKeepAlive() {
    expectAgreement(.keepsAlive, Observable<Int>.takeScripts)
  }
}
