// Chapter 2, exercise 1: subscriptions as handles.
// Check: swift test --package-path chapters/exercises --filter Chapter02Tests.SubscriptionHandlesTests
// Hint:  chapters/exercises/hint 2 1

import Step2_PullPush

/// `Push.BooleanObservable`, except that `subscribe` returns a handle, and disposing the handle
/// is the only way to unsubscribe. Every `subscribe` is a subscription of its own: the same
/// observer subscribed twice receives each value twice, and each handle ends one subscription.
final class HandleObservable {
  // TODO: the subscriptions, in the order they were made.

  /// The state. Every assignment pushes the new value to every subscription, in order.
  var isFine: Bool {
    didSet {
      // TODO
    }
  }

  /// Makes a source whose state starts as `isFine`; nobody receives the initial value.
  init(isFine: Bool = true) {
    self.isFine = isFine
  }

  /// Starts pushing values to `observer`, until the returned handle is disposed.
  func subscribe(_ observer: some Push.ObserverType<Bool>) -> SubscriptionDisposable {
    // TODO
    SubscriptionDisposable()
  }
}

/// The handle of one subscription. Disposing it ends that subscription and no other; disposing
/// it again does nothing. (RxSwift's `Disposable`; chapter 3 makes it a protocol.)
final class SubscriptionDisposable {
  // TODO: what the handle needs to end its subscription, without keeping the source alive.

  /// Ends the subscription; later calls do nothing.
  func dispose() {
    // TODO
  }
}
