import ScriptCheck
import Step6_Subjects
import Testing

/// Seeded scripts of subscribes, sends, stop events, disposals, questions and handlers that call
/// back in, run against your `BehaviorSubject` and against a reference
/// (`Tests/ScriptCheck/ModelSubjects.swift`).
extension Stage6_4 {
  @Test("scripts against a reference: each BehaviorSubject subscriber hears the reference's events, in order")
  func scriptsBehaviorHear() {
    expectAgreement(.hears, BehaviorSubject<Int>.scripts)
  }

  @Test(
    "scripts against a reference: value(), hasObservers and isDisposed answer as the reference's BehaviorSubject does")
  func scriptsBehaviorAnswer() {
    expectAgreement(.answers, BehaviorSubject<Int>.scripts)
  }

  @Test(
    "scripts against a reference: a BehaviorSubject holds the handlers the reference holds, and lets go of the rest")
  func scriptsBehaviorKeepAlive() {
    expectAgreement(.keepsAlive, BehaviorSubject<Int>.scripts)
  }

  @Test(
    "scripts against a reference, while another thread reads value(), hasObservers and isDisposed: the subscribers hear the reference's events"
  )
  func scriptsBehaviorWhileAnotherThreadReads() {
    // Under `progress --tsan`, a property read without the subject's lock is a data race.
    expectAgreement(.hears, BehaviorSubject<Int>.scripts, mode: .readFromAnotherThread)
  }
}
