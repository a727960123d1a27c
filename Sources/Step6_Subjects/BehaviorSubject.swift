import Foundation
import Step4_Sink

// snippet: behavior-subject
/// A subject that holds a current value: each new subscriber hears the current value at
/// once, then every later event. Once stopped, a late subscriber hears only the stop
/// event.
///
/// `@unchecked Sendable` for the same reason as ``PublishSubject``: its `var`s live behind
/// `lock`.
public final class BehaviorSubject<Element>:
  Observable<Element>, SubjectType, ObserverType,
  SynchronizedUnsubscribeType, Cancelable, @unchecked Sendable
{
  /// The type of the subject's observer side: the subject itself, as `asObserver()` says.
  public typealias SubjectObserverType = BehaviorSubject<Element>

  /// The subscribers: each one's `on` function, as in ``PublishSubject``.
  typealias Observers = Bag<(Event<Element>) -> Void>

  // Recursive: `subscribe` replays the current value with the lock held, and the
  // subscriber's handler may call back into this subject on the same thread.
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var disposed = false
  private var element: Element
  private var observers = Observers()
  private var stoppedEvent: Event<Element>?

  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  /// Makes a subject whose current value is `value`.
  public init(value: Element) {
    element = value
    super.init()
  }

  /// The current value. Throws the subject's error if it ended with one, and
  /// `RxError.disposed` if it was disposed.
  public func value() throws -> Element {
    try lock.withLock {
      if disposed {
        throw RxError.disposed(object: self)
      }
      if let error = stoppedEvent?.error {
        throw error
      }
      return element
    }
  }
  // snippet: end

  // snippet: behavior-subject-on
  /// Makes a `next` element the current value and sends it to every current subscriber; a
  /// stop event is sent and remembered. After a stop event, and after `dispose()`, events
  /// are dropped. The subscribers stay subscribed after a stop event, as in RxSwift,
  /// until they dispose.
  public func on(_ event: Event<Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    // The value `next` replaces is released after the lock, like a removed observer: its
    // deinit is someone else's code, and may read this subject. (RxSwift releases it
    // under the lock.) It comes back as a `next` event, of a type `on` already knows (an
    // `Element?` would cost a run-time lookup of its own), and is released once
    // `synchronizedOn` has unlocked.
    var replaced = event
    let receivers = synchronizedOn(event, replaced: &replaced)
    dispatch(receivers, event)
  }

  /// Under the lock: takes in `event`, hands back the value a `next` replaces, and takes
  /// a snapshot of the subscribers.
  private func synchronizedOn(
    _ event: Event<Element>, replaced: inout Event<Element>
  ) -> Observers {
    lock.lock()
    defer { lock.unlock() }
    if stoppedEvent != nil || disposed {
      return Observers()
    }
    switch event {
    case .next(var value):
      swap(&element, &value)
      replaced = .next(value)
    case .error, .completed:
      stoppedEvent = event
    }
    return observers
  }
  // snippet: end

  // snippet: behavior-subject-subscribe
  /// Adds `observer` and sends it the current value. A disposed subject sends
  /// `RxError.disposed`, a stopped one only its stop event, and either returns a
  /// disposable that does nothing.
  public override func subscribe<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable
  where Observer.Element == Element {
    lock.withLock {
      if disposed {
        observer.on(.error(RxError.disposed(object: self)))
        return Disposables.create()
      }
      if let stoppedEvent {
        observer.on(stoppedEvent)
        return Disposables.create()
      }
      let key = observers.insert(observer.on)
      // The replay is sent with the lock held, so that no `on` from another thread can
      // come between joining and hearing the current value: a newer value must never
      // arrive first.
      observer.on(.next(element))
      return SubscriptionDisposable(owner: self, key: key)
    }
  }
  // snippet: end

  func synchronizedUnsubscribe(_ key: BagKey) {
    lock.lock()
    let removed = disposed ? nil : observers.removeKey(key)
    lock.unlock()
    // released here, after the lock, as `PublishSubject` does
    withExtendedLifetime(removed) {}
  }

  /// Ends the subject without an event: it forgets its subscribers and its stop event,
  /// and from now on `on` does nothing while `subscribe` and `value()` report
  /// `RxError.disposed`.
  public func dispose() {
    let released = lock.withLock {
      disposed = true
      stoppedEvent = nil
      let everyone = observers
      observers.removeAll()
      return everyone
    }
    _ = released  // released after the lock, as `PublishSubject` does
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
  public func asObserver() -> BehaviorSubject<Element> {
    self
  }
}
