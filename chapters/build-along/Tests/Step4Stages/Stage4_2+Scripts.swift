import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts run against your `Disposables.create(with:)` and `CompositeDisposable` and against
/// a reference (`Tests/ScriptCheck/ModelDisposables.swift`).
extension Stage4_2 {
  @Test("scripts against a reference: Disposables.create(with:) runs its action when the reference's runs, once")
  func scriptsAnonymousRuns() {
    expectAgreement(.hears, Disposables.scriptsWith)
  }

  @Test("scripts against a reference: Disposables.create(with:) lets go of its action when the reference's does")
  func scriptsAnonymousKeepsAlive() {
    expectAgreement(.keepsAlive, Disposables.scriptsWith)
  }

  @Test(
    "scripts against a reference, while another thread reads isDisposed: the action of Disposables.create(with:) runs when the reference's runs"
  )
  func scriptsAnonymousWhileAnotherThreadReads() {
    // Under `progress --tsan`, a flag read and written without an atomic is a data race.
    expectAgreement(.hears, Disposables.scriptsWith, mode: .readFromAnotherThread)
  }

  @Test(
    "scripts against a reference: a CompositeDisposable disposes each child when, and in the order, the reference's does"
  )
  func scriptsCompositeDisposes() {
    expectAgreement(.hears, CompositeDisposable.scripts)
  }

  @Test(
    "scripts against a reference: insert's keys, isDisposed and count answer as the reference's CompositeDisposable does"
  )
  func scriptsCompositeAnswers() {
    expectAgreement(.answers, CompositeDisposable.scripts)
  }

  @Test(
    "scripts against a reference: a CompositeDisposable holds the children the reference holds, and lets go of the rest"
  )
  func scriptsCompositeKeepsAlive() {
    expectAgreement(.keepsAlive, CompositeDisposable.scripts)
  }

  @Test(
    "scripts against a reference, while another thread reads isDisposed and count: the children are disposed as the reference's are"
  )
  func scriptsCompositeWhileAnotherThreadReads() {
    // Under `progress --tsan`, a property read without the composite's lock is a data race.
    expectAgreement(.hears, CompositeDisposable.scripts, mode: .readFromAnotherThread)
  }
}
