import ScriptCheck
import Step3_Events
import Testing

/// Seeded scripts of events and stop events sent to your `AnonymousObserver`, whose handler may
/// send again into it, compared with a reference (`Tests/ScriptCheck/ModelObserver.swift`).
extension Stage3_3 {
  @Test("scripts against a reference: an AnonymousObserver's handler hears what the reference's hears, in order")
  func scriptsObserverHears() {
    expectAgreement(.hears, AnonymousObserver<Int>.scripts)
  }
}
