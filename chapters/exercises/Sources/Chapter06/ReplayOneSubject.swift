// Chapter 6, exercise 3: a ReplaySubject of one.
// Check: swift test --package-path chapters/exercises --filter Chapter06Tests.ReplayOneSubjectTests
// Hint:  chapters/exercises/hint 6 3

import Foundation
import Step4_Sink
import Step6_Subjects

/// RxSwift's `ReplaySubject.create(bufferSize: 1)`: a subject that remembers its latest element and
/// gives it to every new subscriber at once, then every later event. Unlike `BehaviorSubject` it
/// has no initial value: a subscriber that arrives before the first element hears nothing until
/// one is sent. And unlike `BehaviorSubject`, a subscriber that arrives after a stop event still
/// hears the latest element first, then the stop event. After `dispose()`, a new subscriber hears
/// only `RxError.disposed`.
///
/// Safe to use from several threads: a new subscriber never hears a newer element before its
/// replay of an older one. (Calls to `on` must not overlap, as always.)
///
/// `@unchecked Sendable`: its `var`s live behind `lock`.
final class ReplayOneSubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
  // Recursive, as `BehaviorSubject`'s: a subscriber's handler may call back into the subject.
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var observers = Bag<(Event<Element>) -> Void>()
  private var latest: Element?
  private var stoppedEvent: Event<Element>?
  private var disposed = false

  func on(_ event: Event<Element>) {
    let receivers: Bag<(Event<Element>) -> Void> = lock.withLock {
      if disposed || stoppedEvent != nil {
        return Bag()
      }
      switch event {
      case .next:
        // TODO: remember the element.
        return observers
      case .error, .completed:
        stoppedEvent = event
        let everyone = observers
        observers.removeAll()
        return everyone
      }
    }
    receivers.forEach { on in on(event) }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // TODO: replay the latest element, if there is one, to the new subscriber; and a subscriber
    // that comes after a stop event hears the latest element too, before the stop event.
    let key: BagKey? = lock.withLock {
      if disposed || stoppedEvent != nil {
        return nil
      }
      return observers.insert(observer.on)
    }
    if let key {
      return ReplayOneSubscription(owner: self, key: key)
    }
    let stopEvent = lock.withLock { stoppedEvent } ?? .error(RxError.disposed(object: self))
    observer.on(stopEvent)
    return Disposables.create()
  }

  /// Forgets the subscriber filed under `key`; does nothing if it is already gone.
  func unsubscribe(_ key: BagKey) {
    _ = lock.withLock { observers.removeKey(key) }
  }

  /// Ends the subject without an event: it forgets its subscribers and its latest element.
  func dispose() {
    let released = lock.withLock {
      disposed = true
      stoppedEvent = nil
      latest = nil
      let everyone = observers
      observers.removeAll()
      return everyone
    }
    _ = released  // released here, outside the lock
  }
}

/// What subscribing to a `ReplayOneSubject` returns: the subject, held weakly, and the key.
struct ReplayOneSubscription<Element>: Disposable {
  private weak var owner: ReplayOneSubject<Element>?
  private let key: BagKey

  init(owner: ReplayOneSubject<Element>, key: BagKey) {
    self.owner = owner
    self.key = key
  }

  func dispose() {
    owner?.unsubscribe(key)
  }
}
