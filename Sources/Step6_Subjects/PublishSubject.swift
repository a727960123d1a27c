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
  // RxSwift keeps each observer's `on` closure; an `AnyObserver` also reaches its `onNext`, and
  // a `Bag` whose type does not mention `Element` is cheaper (chapters/appendix-performance.md).
  @usableFromInline
  typealias Observers = SubjectObservers<Element>

  // Recursive, as in RxSwift; this class never calls out while holding it (see the chapter).
  @usableFromInline
  let lock = NSRecursiveLock()
  // Guarded by `lock`.
  @usableFromInline
  var observers = Observers()
  // `stopped` says what `stoppedEvent != nil` says, without touching a generic type.
  @usableFromInline
  var stopped = false
  private var stoppedEvent: Event<Element>?
  @usableFromInline
  var disposed = false
  // Not in RxSwift: the weak reference its subscriptions share (chapters/appendix-performance.md).
  let weakSelf = WeakSubject()

  /// Makes a subject with no subscribers.
  public override init() {
    super.init()
    weakSelf.subject = self
  }
  // snippet: end

  // snippet: publish-subject-on
  /// Sends `event` to every current subscriber. A stop event is remembered and ends the subject;
  /// after it, and after `dispose()`, events are dropped.
  public func on(_ event: Event<Element>) {
    // Under the lock: decide who hears the event and take a snapshot of them (a retain, no copy).
    let receivers: Observers = lock.withLock {
      if disposed || stopped {
        return Observers()
      }
      if event.isStopEvent {
        stopped = true
        stoppedEvent = event
        let everyone = observers
        observers.removeAll()
        return everyone
      }
      return observers
    }
    // Outside the lock: a handler may subscribe, dispose or send again without deadlock.
    receivers.forEach { observer in observer.on(event) }
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
      if disposed || stopped {
        return nil
      }
      return observers.insert(AnyObserver(observer))
    }
    if let key {
      return SubjectSubscription(owner: self, key: key)  // RxSwift: `SubscriptionDisposable`
    }
    return subscribeTooLate(observer)
  }

  /// Too late to join: tells the newcomer at once, outside the lock. `dispose()` clears the stop
  /// event, so a subject that has none was disposed. (RxSwift does this inside `subscribe`; out of
  /// line, the stop event's type costs `subscribe` nothing: chapters/appendix-performance.md.)
  @inline(never)
  private func subscribeTooLate<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
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

// snippet: publish-subject-next
// Not in RxSwift: `onNext` without an `Event`, specialised in the caller's module; see
// chapters/appendix-performance.md.
extension PublishSubject {
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
}
// snippet: end

// snippet: publish-subject-subscription
// Not in RxSwift: see `SubjectSubscription` and chapters/appendix-performance.md.
extension PublishSubject: SubjectUnsubscribing {
  func unsubscribe(_ key: BagKey) {
    synchronizedUnsubscribe(key)
  }
}
// snippet: end
