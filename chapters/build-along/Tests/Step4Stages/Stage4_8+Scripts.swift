import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts of inserts, the bag's release, and cleanups that insert into the bag while it
/// disposes, run against your `DisposeBag` and against a reference
/// (`Tests/ScriptCheck/ModelDisposables.swift`).
extension Stage4_8 {
  @Test("scripts against a reference: a DisposeBag disposes what it holds when, and in the order, the reference's does")
  func scriptsBagDisposes() {
    expectAgreement(.hears, DisposeBag.scripts)
  }

  @Test("scripts against a reference: a DisposeBag holds what the reference holds, and counts itself as it does")
  func scriptsBagKeepsAlive() {
    expectAgreement(.keepsAlive, DisposeBag.scripts)
  }
}
