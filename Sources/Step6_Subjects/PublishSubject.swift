import Foundation
import Step4_Sink

// snippet: publish-subject
/// A subject that passes each event it receives to the observers subscribed at that moment, in
/// the order they subscribed. Once it has sent `error` or `completed` it sends nothing more, and
/// a late subscriber hears that stop event at once.
///
/// `@unchecked Sendable`: every stored `var` is read and written only with `lock` held, and
/// observers are called only after the lock is released. (A `Mutex` would want the observers
/// to be `Sendable`, which they are not.)
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, SynchronizedUnsubscribeType, @unchecked Sendable
{
  typealias Observers = Bag<(Event<Element>) -> Void>

  // Recursive, as in RxSwift; this class never calls out while holding it (see the chapter).
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var observers = Observers()
  private var stoppedEvent: Event<Element>?
  private var disposed = false

  /// Makes a subject with no subscribers.
  public override init() {
    super.init()
  }
  // snippet: end

  // snippet: publish-subject-on
  /// Sends `event` to every current subscriber. A stop event is remembered and ends the subject;
  /// after it, and after `dispose()`, events are dropped.
  public func on(_ event: Event<Element>) {
    // Under the lock: decide who hears the event and take a snapshot of them (a retain, no copy).
    let receivers: Observers = lock.withLock {
      if disposed || stoppedEvent != nil {
        return Observers()
      }
      if event.isStopEvent {
        stoppedEvent = event
        let everyone = observers
        observers.removeAll()
        return everyone
      }
      return observers
    }
    // Outside the lock: a handler may subscribe, dispose or send again without deadlock.
    receivers.forEach { on in on(event) }
  }
  // snippet: end

  // snippet: publish-subject-subscribe
  /// Adds `observer` to the subscribers. If the subject has stopped, `observer` gets the stop
  /// event at once instead; if it was disposed, `RxError.disposed`. Either way there is nothing to
  /// unsubscribe, so the disposable returned then does nothing.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // Under the lock: join, unless the subject has stopped or been disposed. (A plain `BagKey?`
    // result, not a tuple that includes the event, keeps this common path cheap: no generic type
    // has to be looked up at run time for it.)
    let key: BagKey? = lock.withLock {
      if disposed || stoppedEvent != nil {
        return nil
      }
      return observers.insert(observer.on)
    }
    if let key {
      return SubscriptionDisposable(owner: self, key: key)
    }
    // Too late to join: tell the newcomer at once, outside the lock. `dispose()` clears the stop
    // event, so a subject that has none was disposed.
    let stopEvent = lock.withLock { stoppedEvent } ?? .error(RxError.disposed(object: self))
    observer.on(stopEvent)
    return Disposables.create()
  }
  // snippet: end

  // snippet: publish-subject-release
  func synchronizedUnsubscribe(_ key: BagKey) {
    // The removed observer is released after `withLock` returns, outside the lock: its deinit
    // is someone else's code and may call back into this subject.
    _ = lock.withLock { observers.removeKey(key) }
  }

  /// Ends the subject without an event: it forgets its subscribers, and from now on `on` does
  /// nothing and a subscriber gets `RxError.disposed`.
  public func dispose() {
    let released = lock.withLock {
      disposed = true
      stoppedEvent = nil
      let everyone = observers
      observers.removeAll()
      return everyone
    }
    _ = released  // released here, outside the lock, for the same reason as above
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    lock.withLock { disposed }
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool {
    lock.withLock { observers.count > 0 }
  }

  /// The subject itself: it is its own observer side.
  public func asObserver() -> PublishSubject<Element> {
    self
  }
  // snippet: end
}
