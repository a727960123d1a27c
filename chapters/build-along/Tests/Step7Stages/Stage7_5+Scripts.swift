import ScriptCheck
import Step7_Traits
import Testing

/// Seeded scripts of assignments (a second one included), disposals, questions and cleanups that call
/// back in, run against your `SingleAssignmentDisposable` and against a reference
/// (`Tests/ScriptCheck/ModelDisposables.swift`).
extension Stage7_5 {
  @Test(
    "scripts against a reference: a SingleAssignmentDisposable disposes, and tells the hook, when the reference's does")
  func scriptsSingleAssignmentDisposes() {
    expectAgreement(.hears, SingleAssignmentDisposable.scripts)
  }

  @Test("scripts against a reference: isDisposed answers as the reference's SingleAssignmentDisposable does")
  func scriptsSingleAssignmentAnswers() {
    expectAgreement(.answers, SingleAssignmentDisposable.scripts)
  }

  @Test(
    "scripts against a reference: a SingleAssignmentDisposable holds what the reference holds, and counts itself as it does"
  )
  func scriptsSingleAssignmentKeepsAlive() {
    expectAgreement(.keepsAlive, SingleAssignmentDisposable.scripts)
  }

  @Test(
    "scripts against a reference, while another thread reads isDisposed: a SingleAssignmentDisposable disposes as the reference's does"
  )
  func scriptsSingleAssignmentWhileAnotherThreadReads() {
    // Under `progress --tsan`, a flag read and written without an atomic is a data race.
    expectAgreement(.hears, SingleAssignmentDisposable.scripts, mode: .readFromAnotherThread)
  }
}
