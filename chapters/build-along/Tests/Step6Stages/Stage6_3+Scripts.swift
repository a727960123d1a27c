import ScriptCheck
import Step6_Subjects
import Testing

/// Seeded scripts whose handlers call back into the subject while it delivers (send, subscribe,
/// dispose their own subscription or another's, dispose the subject, ask it something), run
/// against your `PublishSubject` and against a reference (`Tests/ScriptCheck/ModelSubjects.swift`).
extension Stage6_3 {
  @Test(
    "scripts against a reference, handlers calling back in: each PublishSubject subscriber hears the reference's events, in order"
  )
  func scriptsReentrantHear() {
    expectAgreement(.hears, PublishSubject<Int>.reentrantScripts)
  }

  @Test("scripts against a reference, handlers calling back in: the PublishSubject answers as the reference's does")
  func scriptsReentrantAnswer() {
    expectAgreement(.answers, PublishSubject<Int>.reentrantScripts)
  }

  @Test(
    "scripts against a reference, handlers calling back in: the PublishSubject holds the handlers the reference holds"
  )
  func scriptsReentrantKeepAlive() {
    expectAgreement(.keepsAlive, PublishSubject<Int>.reentrantScripts)
  }
}
