import Foundation
import Step4_Sink

// snippet: publish-subject
/// A subject that passes each event it receives to the observers subscribed at that
/// moment, in the order they subscribed. Once it has sent `error` or `completed` it sends
/// nothing more, and a late subscriber hears that stop event at once.
///
/// `@unchecked Sendable`: every stored `var` is read and written only with `lock` held.
/// (A `Mutex` would want the observers to be `Sendable`, which they are not.)
public final class PublishSubject<Element>:
  Observable<Element>, SubjectType, ObserverType,
  Cancelable, SynchronizedUnsubscribeType, @unchecked Sendable
{
  /// The type of the subject's observer side: the subject itself, as `asObserver()` says.
  public typealias SubjectObserverType = PublishSubject<Element>

  /// The subscribers: each one's `on` function, under the key its subscription removes it
  /// by.
  typealias Observers = Bag<(Event<Element>) -> Void>

  // Recursive, as in RxSwift: a late subscriber hears the stop event with the lock held,
  // and its handler may call back into this subject on the same thread.
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var disposed = false
  private var observers = Observers()
  private var stopped = false
  private var stoppedEvent: Event<Element>?

  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  /// Makes a subject with no subscribers.
  public override init() {
    super.init()
  }
  // snippet: end

  // snippet: publish-subject-on
  /// Sends `event` to every current subscriber. The first stop event is remembered and
  /// ends the subject; after it, and after `dispose()`, `next` events are dropped.
  public func on(_ event: Event<Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    // Outside the lock: a handler may subscribe, dispose or send again without deadlock.
    dispatch(synchronizedOn(event), event)
  }

  /// Under the lock: decides who hears `event`, and takes a snapshot of them (one
  /// retain).
  private func synchronizedOn(_ event: Event<Element>) -> Observers {
    lock.lock()
    defer { lock.unlock() }
    switch event {
    case .next:
      if disposed || stopped {
        return Observers()
      }
      return observers
    case .error, .completed:
      if stoppedEvent == nil {
        stoppedEvent = event
        stopped = true
        let everyone = observers
        observers.removeAll()
        return everyone
      }
      return Observers()
    }
  }
  // snippet: end

  // snippet: publish-subject-subscribe
  /// Adds `observer` to the subscribers. If the subject has stopped, `observer` gets the
  /// stop event at once instead; if it was disposed, `RxError.disposed`. Either way there
  /// is nothing to unsubscribe, so the disposable returned then does nothing.
  public override func subscribe<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable
  where Observer.Element == Element {
    lock.withLock {
      if let stoppedEvent {
        observer.on(stoppedEvent)
        return Disposables.create()
      }
      if disposed {
        observer.on(.error(RxError.disposed(object: self)))
        return Disposables.create()
      }
      let key = observers.insert(observer.on)
      return SubscriptionDisposable(owner: self, key: key)
    }
  }
  // snippet: end

  // snippet: publish-subject-release
  func synchronizedUnsubscribe(_ key: BagKey) {
    lock.lock()
    let removed = observers.removeKey(key)
    lock.unlock()
    // The removed `on` function, and the observer it holds, is released here, after the
    // lock: its deinit is someone else's code and may call back into this subject.
    withExtendedLifetime(removed) {}
  }

  /// Ends the subject without an event: it forgets its subscribers and its stop event,
  /// and from now on `next` events are dropped and a new subscriber gets
  /// `RxError.disposed`.
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
