import ScriptCheck
import Step6_Subjects
import Testing

/// Stage 6.1's scripts again, while another thread asks the subject what it knows; and scripts
/// whose handlers, and the releases of handlers, ask the subject from another thread and wait.
extension Stage6_2 {
  @Test(
    "scripts against a reference, while another thread reads hasObservers and isDisposed: the subscribers hear the reference's events"
  )
  func scriptsPublishWhileAnotherThreadReads() {
    // Under `progress --tsan`, a property read without the subject's lock is a data race.
    expectAgreement(.hears, PublishSubject<Int>.plainScripts, mode: .readFromAnotherThread)
  }

  @Test(
    "scripts against a reference, with handlers that ask the subject from another thread: every call returns, and each subscriber hears the reference's events"
  )
  func scriptsPublishAskedFromAnotherThread() {
    // The questions go through onAnotherThread, which waits for the answer: a subject that
    // delivers, or lets go of a handler, with its lock held never lets it through, and the step
    // never returns.
    expectAgreement(.hears, PublishSubject<Int>.crossThreadScripts)
  }
}
