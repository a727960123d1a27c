import Step2_PullPush

/// A push observer that records every value it receives, in order.
final class ValueRecorder<Element>: Push.ObserverType {
  private(set) var values: [Element] = []

  func notify(_ value: Element) {
    values.append(value)
  }
}
