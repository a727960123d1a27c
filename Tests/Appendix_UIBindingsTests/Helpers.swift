import Appendix_UIBindings
import RxTestSupport
import Step4_Sink
import Step7_Traits

/// Runs `body` with `Hooks.contractViolation` recording its messages instead of stopping the
/// test, and returns them: how a test sees a binding's error reported.
func contractViolations(during body: () -> Void) -> [String] {
  let messages = LockedList<String>()
  Hooks.$contractViolation.withValue({ messages.append($0) }, operation: body)
  return messages.items
}

extension EventRecorder {
  /// The elements of the `next` events, in order.
  var elements: [Element] {
    events.compactMap(\.element)
  }
}
