import Step2_PullPush

// snippet: value-recorder
/// A push observer for tests: it records every value it receives, in order.
final class ValueRecorder<Element>: Push.ObserverType {
  private(set) var values: [Element] = []

  func notify(_ value: Element) {
    values.append(value)
  }
}
// snippet: end

/// A pull observer for tests: it counts notifications and reads nothing.
final class NotificationCounter: Pull.Observer {
  private(set) var count = 0

  func notify() {
    count += 1
  }
}

/// A pull observer that unsubscribes itself the first time it is notified.
final class OneShotPullObserver: Pull.Observer {
  private weak var source: Pull.ConcreteObservable?
  private(set) var count = 0

  init(source: Pull.ConcreteObservable) {
    self.source = source
  }

  func notify() {
    count += 1
    source?.unsubscribe(self)
  }
}

/// A push observer that records the first value it receives, then unsubscribes itself.
/// It knows its source only as the abstract `Push.Observable<Bool>`.
final class OneShotPushObserver: Push.ObserverType {
  private weak var source: Push.Observable<Bool>?
  private(set) var values: [Bool] = []

  init(source: Push.Observable<Bool>) {
    self.source = source
  }

  func notify(_ value: Bool) {
    values.append(value)
    source?.unsubscribe(self)
  }
}
