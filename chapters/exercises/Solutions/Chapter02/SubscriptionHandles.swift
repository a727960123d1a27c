// Chapter 2, exercise 1: subscriptions as handles. A reference solution.

import Step2_PullPush

/// `Push.BooleanObservable`, except that `subscribe` returns a handle, and disposing the handle
/// is the only way to unsubscribe. Every `subscribe` is a subscription of its own: the same
/// observer subscribed twice receives each value twice, and each handle ends one subscription.
final class HandleObservable {
  /// One entry per subscription. The key tells two subscriptions of the same observer apart.
  private var subscriptions: [(key: Int, observer: any Push.ObserverType<Bool>)] = []
  private var nextKey = 0

  /// The state. Every assignment pushes the new value to every subscription, in order.
  var isFine: Bool {
    didSet {
      let snapshot = subscriptions
      for subscription in snapshot {
        subscription.observer.notify(isFine)
      }
    }
  }

  /// Makes a source whose state starts as `isFine`; nobody receives the initial value.
  init(isFine: Bool = true) {
    self.isFine = isFine
  }

  /// Starts pushing values to `observer`, until the returned handle is disposed.
  func subscribe(_ observer: some Push.ObserverType<Bool>) -> SubscriptionDisposable {
    let key = nextKey
    nextKey += 1
    subscriptions.append((key, observer))
    return SubscriptionDisposable(source: self, key: key)
  }

  /// Ends the subscription with this key; harmless when it has ended already.
  fileprivate func unsubscribe(key: Int) {
    subscriptions.removeAll { $0.key == key }
  }
}

/// The handle of one subscription. Disposing it ends that subscription and no other; disposing
/// it again does nothing. (RxSwift's `Disposable`; chapter 3 makes it a protocol.)
final class SubscriptionDisposable {
  /// Weak: a handle kept somewhere must not keep its source alive.
  private weak var source: HandleObservable?
  private let key: Int

  init(source: HandleObservable, key: Int) {
    self.source = source
    self.key = key
  }

  /// Ends the subscription; later calls do nothing.
  func dispose() {
    source?.unsubscribe(key: key)
    source = nil
  }
}
