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
  /// disposed one `RxError.disposed`, and returns a disposable that does nothing.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    link(observer.asObserverNode())
  }

  // snippet: publish-subscribe
  /// Adds the node `observer` to the subscribers: `subscribe(_:)`, and how an operator subscribes.
  public override func link(_ observer: ObserverNode<Element>) -> any Disposable {
    let key: BagKey? = lock.withLock {
      // `stopped`, not `stoppedEvent != nil`: the optional event's type is generic, and asking
      // the runtime for it costs more than the rest of `subscribe`. (After `dispose()` the two
      // differ, but `disposed` is set then too.)
      if stopped || disposed {
        return nil
      }
      return observers.insert(observer)
    }
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
  private func subscribeTooLate(_ observer: ObserverNode<Element>) -> any Disposable {
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
    // The removed entry is released after `withLock` returns, outside the lock.
    _ = lock.withLock { observers.removeKey(key) }
  }
}
