import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts of subscriptions to `create`, events (some sent while subscribing, some from
/// inside a delivery), stop events, disposals and questions, run against your `Observable.create`,
/// `Producer`, `Sink` and `SinkDisposer` and against a reference (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage4_5 {
  @Test(
    "scripts against a reference: each subscriber of Observable.create hears the reference's events, and each source is disposed when the reference's is"
  )
  func scriptsCreateHear() {
    expectAgreement(.hears, Observable<Int>.createScripts)
  }

  @Test("scripts against a reference: a subscription to create says it is disposed when the reference's does")
  func scriptsCreateAnswer() {
    expectAgreement(.answers, Observable<Int>.createScripts)
  }

  @Test(
    "scripts against a reference: a subscription to create lets go of its observer and cleanup when the reference's does"
  )
  func scriptsCreateKeepAlive() {
    expectAgreement(.keepsAlive, Observable<Int>.createScripts)
  }
}
