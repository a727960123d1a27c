import Foundation

/// A subject that passes each event it receives to the observers subscribed at that moment, in
/// the order they subscribed; the same rules as the lesson core's, with a `next` path beside
/// `on(_:)` and bookkeeping that does not mention `Element`.
///
/// `@unchecked Sendable`: every stored `var` is read and written only with `lock` held, and
/// observers are called only after the lock is released.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  @usableFromInline
  typealias Observers = SubjectObservers<Element>

  // This class never calls out while holding it, so it need not be recursive.
  @usableFromInline
  let lock = NSLock()
  // Guarded by `lock`, which makes every access exclusive: the run-time exclusivity check, which
  // cannot see the lock, is switched off for them.
  @usableFromInline @exclusivity(unchecked)
  var observers = Observers()
  // `stopped` says what `stoppedEvent != nil` says, without touching a generic type, until
  // `dispose()` clears the event.
  @usableFromInline @exclusivity(unchecked)
  var stopped = false
  @exclusivity(unchecked) private var stoppedEvent: Event<Element>?
  @usableFromInline @exclusivity(unchecked)
  var disposed = false
  // The weak reference its subscriptions share.
  let weakSelf = WeakSubject()

  /// Makes a subject with no subscribers.
  public override init() {
    super.init()
    weakSelf.subject = self
  }

  /// Sends `event` to every current subscriber. The first stop event is remembered and ends the
  /// subject; after it, and after `dispose()`, `next` events are dropped.
  public func on(_ event: Event<Element>) {
    let receivers: Observers = lock.withLock {
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
    receivers.forEach { observer in observer.on(event) }
  }

  // snippet: publish-on-next
  /// Sends `element` to every current subscriber, as `on(.next(element))` does.
  @inlinable
  public func onNext(_ element: Element) {
    let receivers: Observers = lock.withLock {
      if disposed || stopped {
        return Observers()
      }
      return observers
    }
    receivers.forEach { observer in observer.onNext(element) }
  }
  // snippet: end

  /// Adds `observer` to the subscribers. A stopped subject sends it the stop event at once, a
  /// disposed one `RxError.disposed`, and returns a disposable that does nothing. Inlinable, so
  /// that the caller's code knows the observer's class and makes it an ``ObserverObject`` without a
  /// witness call.
  @inlinable
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    join(observer.asObserverObject())
  }

  /// `subscribe(_:)` for an operator's sink, which holds what disposes the link as an object.
  public override func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (any Disposable & AnyObject)? {
    DisposableBox(join(observer))
  }

  // snippet: publish-subscribe
  /// Adds `observer` to the subscribers: what `subscribe(_:)` and `subscribeAsUpstream(_:)` do.
  @usableFromInline
  func join(_ observer: ObserverObject<Element>) -> any Disposable {
    // `stopped`, not `stoppedEvent != nil`: the optional event's type is generic, and asking
    // the runtime for it costs more than the rest of `subscribe`. (After `dispose()` the two
    // differ, but `disposed` is set then too.) `lock()` and `unlock()`, not `withLock`, whose
    // closure costs a call and a context.
    lock.lock()
    let key = stopped || disposed ? nil : observers.insert(observer)
    lock.unlock()
    if let key {
      return SubjectSubscription(owner: self, key: key)
    }
    return subscribeTooLate(observer)
  }
  // snippet: end

  // snippet: publish-too-late
  /// Too late to join: tells the newcomer at once, outside the lock. Out of line, so that the
  /// stop event's type costs the common path of `subscribe` nothing.
  @inline(never)
  private func subscribeTooLate(_ observer: ObserverObject<Element>) -> any Disposable {
    let stopEvent = lock.withLock { stoppedEvent } ?? .error(RxError.disposed(object: self))
    observer.on(stopEvent)
    return Disposables.create()
  }
  // snippet: end

  /// Ends the subject without an event: it forgets its subscribers and its stop event.
  public func dispose() {
    let released = lock.withLock {
      disposed = true
      stoppedEvent = nil
      let everyone = observers
      observers.removeAll()
      return everyone
    }
    _ = released  // released here, outside the lock: a deinit may call back into the subject
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
}

extension PublishSubject: SubjectUnsubscribing {
  func unsubscribe(_ key: BagKey) {
    lock.lock()
    let removed = observers.removeKey(key)
    lock.unlock()
    withExtendedLifetime(removed) {}  // released here, outside the lock
  }
}
