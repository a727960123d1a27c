import ScriptCheck
import Step3_Events
import Testing

/// Seeded scripts of subscriptions to your naive `Observable`, events sent while subscribing and
/// after, stop events and disposals, compared with a reference (`Tests/ScriptCheck/ModelRx.swift`):
/// its flaws included, as chapter 3 builds it.
extension Stage3_6 {
  @Test(
    "scripts against a reference: each subscriber of the naive Observable hears what the reference's hears, and each cleanup runs when the reference's does"
  )
  func scriptsNaiveHear() {
    expectAgreement(.hears, Observable<Int>.scripts)
  }

  @Test("scripts against a reference: the naive Observable lets go of what the reference lets go of")
  func scriptsNaiveKeepAlive() {
    expectAgreement(.keepsAlive, Observable<Int>.scripts)
  }
}
