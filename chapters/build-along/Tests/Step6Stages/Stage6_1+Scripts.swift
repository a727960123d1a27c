import ScriptCheck
import Step6_Subjects
import Testing

/// Seeded scripts of subscribes, sends, stop events, disposals and questions, run against your
/// `PublishSubject` and against a reference (`Tests/ScriptCheck/ModelSubjects.swift`).
extension Stage6_1 {
  @Test("scripts against a reference: each PublishSubject subscriber hears the reference's events, in order")
  func scriptsPublishHear() {
    expectAgreement(.hears, PublishSubject<Int>.plainScripts)
  }

  @Test("scripts against a reference: hasObservers and isDisposed answer as the reference's PublishSubject does")
  func scriptsPublishAnswer() {
    expectAgreement(.answers, PublishSubject<Int>.plainScripts)
  }

  @Test("scripts against a reference: a PublishSubject holds the handlers the reference holds, and lets go of the rest")
  func scriptsPublishKeepAlive() {
    expectAgreement(.keepsAlive, PublishSubject<Int>.plainScripts)
  }
}
