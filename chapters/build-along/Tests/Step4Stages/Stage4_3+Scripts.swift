import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts of events, stop events and disposals sent to your observers, whose handler may
/// send again into them, compared with a reference (`Tests/ScriptCheck/ModelObserver.swift`).
extension Stage4_3 {
  @Test(
    "scripts against a reference: the handlers of AnonymousObserver, ObserverBase and AnyObserver hear what the reference's hear, in order"
  )
  func scriptsObserversHear() {
    expectAgreement(.hears, ObserverBase<Int>.scripts)
  }
}
