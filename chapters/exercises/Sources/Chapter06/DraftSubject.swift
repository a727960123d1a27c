// Chapter 6, exercise 1: from the draft to a subject you can count on.
// Check: swift test --package-path chapters/exercises --filter Chapter06Tests.DraftSubjectTests
// Hint:  chapters/exercises/hint 6 1

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
  // TODO: keep the subscribers in order, and remember the stop event.
  private var observers: [String: AnonymousObserver<Element>] = [:]

  /// How many subscribers the subject holds now.
  var observerCount: Int {
    observers.count
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // An observer is neither Equatable nor Hashable, so it cannot be its own key: make one up.
    let key = UUID().uuidString
    observers[key] = AnonymousObserver(observer.on)
    return DraftSubscription(owner: self, key: key)
  }

  /// Forgets the subscriber filed under `key`; does nothing if it is already gone.
  func unsubscribe(_ key: String) {
    observers[key] = nil
  }

  func on(_ event: Event<Element>) {
    // A dictionary has no order: subscribers hear the event in whatever order it lists them.
    for observer in observers.values {
      observer.on(event)
    }
  }
}

/// What subscribing to a `DraftSubject` returns: the subject, held weakly, and the key.
struct DraftSubscription<Element>: Disposable {
  private weak var owner: DraftSubject<Element>?
  private let key: String

  init(owner: DraftSubject<Element>, key: String) {
    self.owner = owner
    self.key = key
  }

  func dispose() {
    owner?.unsubscribe(key)
  }
}
