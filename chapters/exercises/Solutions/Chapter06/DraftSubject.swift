// Chapter 6, exercise 1: from the draft to a subject you can count on. A reference solution.

import Foundation
import Step4_Sink
import Step6_Subjects

/// The chapter's first draft, `UUIDPublishSubject` (internal to Step 6, so copied here), with a
/// subscriber count. Make it a subject you can count on, on one thread (no lock needed here):
///
/// - every subscriber hears each event in the order they subscribed;
/// - once it has sent `error` or `completed` it sends nothing more, and lets go of its
///   subscribers; a late subscriber hears that stop event at once, and gets a disposable that
///   does nothing;
/// - `observerCount` is the number of subscribers it holds: one fewer for each subscription
///   disposed (disposing it again changes nothing), and none after a stop event;
/// - a subscription never keeps the subject alive.
final class DraftSubject<Element>: Observable<Element>, ObserverType {
  // A Bag hands out keys that count up and visits its values in insertion order: the order of
  // subscription. It stores each subscriber's `on`, as `PublishSubject` does.
  private var observers = Bag<(Event<Element>) -> Void>()
  private var stoppedEvent: Event<Element>?

  /// How many subscribers the subject holds now.
  var observerCount: Int {
    observers.count
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    if let stoppedEvent {
      // Too late to join: the newcomer hears how the subject ended, and there is nothing to undo.
      observer.on(stoppedEvent)
      return Disposables.create()
    }
    let key = observers.insert(observer.on)
    return DraftSubscription(owner: self, key: key)
  }

  /// Forgets the subscriber filed under `key`; does nothing if it is already gone.
  func unsubscribe(_ key: BagKey) {
    _ = observers.removeKey(key)
  }

  func on(_ event: Event<Element>) {
    guard stoppedEvent == nil else { return }
    // A copy, taken before anyone is called: a subscriber may subscribe or dispose while we
    // deliver, and the bag is a value, so the copy does not change.
    let receivers = observers
    if event.isStopEvent {
      stoppedEvent = event
      observers.removeAll()  // the subject lets go of its subscribers
    }
    receivers.forEach { on in on(event) }
  }
}

/// What subscribing to a `DraftSubject` returns: the subject, held weakly, and the key.
struct DraftSubscription<Element>: Disposable {
  private weak var owner: DraftSubject<Element>?
  private let key: BagKey

  init(owner: DraftSubject<Element>, key: BagKey) {
    self.owner = owner
    self.key = key
  }

  func dispose() {
    owner?.unsubscribe(key)
  }
}
