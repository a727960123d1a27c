import ScriptCheck
import Step4_Sink
import Step5_Operators
import Testing

/// Seeded scripts of subscriptions to `just`, `of`, `from`, `empty`, `error` and `never`, alone and
/// under operators, run against your sources and against a reference
/// (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage5_4 {
  @Test(
    "scripts against a reference: each subscriber of just, of, from, empty, error and never hears the reference's events"
  )
  func scriptsSourcesHear() {
    expectAgreement(.hears, Observable<Int>.sourceScripts)
  }

  @Test("scripts against a reference: a subscription to a source lets go of its subscriber when the reference's does")
  func scriptsSourcesKeepAlive() {
    expectAgreement(.keepsAlive, Observable<Int>.sourceScripts)
  }
}
