import ScriptCheck
import Step3_Events
import Testing

/// Seeded scripts of inserts, disposals, questions and children that call back in, run against your
/// `CompositeDisposable` and against a reference (`Tests/ScriptCheck/ModelDisposables.swift`).
extension Stage3_5 {
  @Test(
    "scripts against a reference: a CompositeDisposable disposes each child when, and in the order, the reference's does"
  )
  func scriptsCompositeDisposes() {
    expectAgreement(.hears, CompositeDisposable.scripts)
  }

  @Test("scripts against a reference: isDisposed and count answer as the reference's CompositeDisposable does")
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
