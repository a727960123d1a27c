// Chapter 6, exercise 3: a ReplaySubject of one. A reference solution.

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
      case .next(let element):
        latest = element
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
    let key: BagKey? = lock.withLock {
      if disposed || stoppedEvent != nil {
        return nil
      }
      let key = observers.insert(observer.on)
      // The replay goes out with the lock held, as in `BehaviorSubject`: no `on` from another
      // thread can come between joining and hearing the latest element, so a newer element
      // never arrives first. The lock is recursive, so the handler may call back in.
      if let latest {
        observer.on(.next(latest))
      }
      return key
    }
    if let key {
      return ReplayOneSubscription(owner: self, key: key)
    }
    // Too late to join. A stopped subject still replays its latest element, then the stop
    // event; a disposed one has forgotten both and sends `RxError.disposed`. Nothing can change
    // once stopped, so the two are read together under the lock and sent after it.
    let (replay, stopEvent): (Element?, Event<Element>) = lock.withLock {
      (latest, stoppedEvent ?? .error(RxError.disposed(object: self)))
    }
    if let replay {
      observer.on(.next(replay))
    }
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
