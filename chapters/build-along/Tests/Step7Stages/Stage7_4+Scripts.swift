import ScriptCheck
import Step7_Traits
import Testing

/// Seeded scripts of replacements, disposals, questions and cleanups that call back in, run against
/// your `SerialDisposable` and against a reference (`Tests/ScriptCheck/ModelDisposables.swift`).
extension Stage7_4 {
  @Test("scripts against a reference: a SerialDisposable disposes each disposable when the reference's does")
  func scriptsSerialDisposes() {
    expectAgreement(.hears, SerialDisposable.scripts)
  }

  @Test(
    "scripts against a reference: isDisposed and the disposable held answer as the reference's SerialDisposable does")
  func scriptsSerialAnswers() {
    expectAgreement(.answers, SerialDisposable.scripts)
  }

  @Test("scripts against a reference: a SerialDisposable holds what the reference holds, and counts itself as it does")
  func scriptsSerialKeepsAlive() {
    expectAgreement(.keepsAlive, SerialDisposable.scripts)
  }

  @Test(
    "scripts against a reference, while another thread reads isDisposed and the disposable held: each is disposed as the reference's is"
  )
  func scriptsSerialWhileAnotherThreadReads() {
    // Under `progress --tsan`, a property read without the holder's lock is a data race.
    expectAgreement(.hears, SerialDisposable.scripts, mode: .readFromAnotherThread)
  }
}
