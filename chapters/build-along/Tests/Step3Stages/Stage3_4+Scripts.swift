import ScriptCheck
import Step3_Events
import Testing

/// Seeded scripts of disposals, questions and an action that calls back in, run against your
/// `AnonymousDisposable` and against a reference (`Tests/ScriptCheck/ModelDisposables.swift`).
extension Stage3_4 {
  @Test("scripts against a reference: an AnonymousDisposable runs its action when the reference's runs, once")
  func scriptsAnonymousRuns() {
    expectAgreement(.hears, AnonymousDisposable.scripts)
  }

  @Test("scripts against a reference: isDisposed answers as the reference's AnonymousDisposable does")
  func scriptsAnonymousAnswers() {
    expectAgreement(.answers, AnonymousDisposable.scripts)
  }

  @Test("scripts against a reference: an AnonymousDisposable lets go of its action when the reference's does")
  func scriptsAnonymousKeepsAlive() {
    expectAgreement(.keepsAlive, AnonymousDisposable.scripts)
  }

  @Test(
    "scripts against a reference, while another thread reads isDisposed: the action runs when the reference's runs")
  func scriptsAnonymousWhileAnotherThreadReads() {
    // Under `progress --tsan`, a flag read and written without an atomic is a data race.
    expectAgreement(.hears, AnonymousDisposable.scripts, mode: .readFromAnotherThread)
  }
}
