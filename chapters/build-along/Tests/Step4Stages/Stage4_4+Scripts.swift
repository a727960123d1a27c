import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts of subscriptions to a producer whose `run` hands over its sink (and may schedule
/// work; a `run` that ends its own subscription is stage 4.5's): sinks forward and dispose,
/// subscriptions are disposed and asked, compared with a reference (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage4_4 {
  @Test(
    "scripts against a reference: a Producer's subscribers hear what its sinks forward, and its work runs, when the reference's do"
  )
  func scriptsProducerHear() {
    expectAgreement(.hears, Producer<Int>.scripts)
  }

  @Test("scripts against a reference: sinks and subscriptions say they are disposed when the reference's do")
  func scriptsProducerAnswer() {
    expectAgreement(.answers, Producer<Int>.scripts)
  }
}
