import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts run against your `Disposables.create(first, second)` and against a reference
/// (`Tests/ScriptCheck/ModelDisposables.swift`).
extension Stage4_7 {
  @Test(
    "scripts against a reference: Disposables.create(first, second) disposes both when, and in the order, the reference's does"
  )
  func scriptsBinaryDisposes() {
    expectAgreement(.hears, Disposables.scriptsOfTwo)
  }

  @Test(
    "scripts against a reference: Disposables.create(first, second) lets go of both, and counts itself, as the reference's does"
  )
  func scriptsBinaryKeepsAlive() {
    expectAgreement(.keepsAlive, Disposables.scriptsOfTwo)
  }

  @Test(
    "scripts against a reference, while another thread reads isDisposed: Disposables.create(first, second) disposes both as the reference's does"
  )
  func scriptsBinaryWhileAnotherThreadReads() {
    // Under `progress --tsan`, a flag read and written without an atomic is a data race.
    expectAgreement(.hears, Disposables.scriptsOfTwo, mode: .readFromAnotherThread)
  }
}
