import Foundation
import Step4_Sink

// snippet: behavior-subject
/// A subject that holds a current value: each new subscriber hears the current value at once,
/// then every later event. Once stopped, a late subscriber hears only the stop event.
///
/// `@unchecked Sendable` for the same reason as `PublishSubject`: its `var`s live behind `lock`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, SynchronizedUnsubscribeType, @unchecked Sendable
{
  // A `Bag` of `AnyObserver`s, as in `PublishSubject` (chapters/appendix-performance.md).
  @usableFromInline
  typealias Observers = SubjectObservers<Element>

  // Recursive: `subscribe` replays the current value with the lock held, and the subscriber's
  // handler may call back into this subject on the same thread.
  @usableFromInline
  let lock = NSRecursiveLock()
  // Guarded by `lock`.
  @usableFromInline
  var element: Element
  @usableFromInline
  var observers = Observers()
  @usableFromInline
  var stopped = false
  private var stoppedEvent: Event<Element>?
  @usableFromInline
  var disposed = false
  // Not in RxSwift: the weak reference its subscriptions share (chapters/appendix-performance.md).
  let weakSelf = WeakSubject()

  /// Makes a subject whose current value is `value`.
  public init(value: Element) {
    element = value
    super.init()
    weakSelf.subject = self
  }

  /// The current value. Throws the subject's error if it ended with one, and
  /// `RxError.disposed` if it was disposed.
  public func value() throws -> Element {
    try lock.withLock {
      if disposed {
        throw RxError.disposed(object: self)
      }
      if case .error(let error) = stoppedEvent {
        throw error
      }
      return element
    }
  }
  // snippet: end

  // snippet: behavior-subject-on
  /// Makes a `next` element the current value and sends it to every current subscriber; a stop
  /// event is sent and remembered. After a stop event, and after `dispose()`, events are dropped.
  public func on(_ event: Event<Element>) {
    // The value `next` replaces is released after the lock, like a removed observer: its deinit
    // is someone else's code, and may read this subject.
    var replaced: Element?
    let receivers: Observers = lock.withLock {
      if disposed || stopped {
        return Observers()
      }
      switch event {
      case .next(let value):
        replaced = element
        element = value
        return observers
      case .error, .completed:
        stopped = true
        stoppedEvent = event
        let everyone = observers
        observers.removeAll()
        return everyone
      }
    }
    withExtendedLifetime(replaced) {}  // released here, after the lock
    receivers.forEach { observer in observer.on(event) }
  }
  // snippet: end

  // snippet: behavior-subject-subscribe
  /// Adds `observer` and sends it the current value. A stopped subject sends only its stop event,
  /// a disposed one `RxError.disposed`, and returns a disposable that does nothing.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let key: BagKey? = lock.withLock {
      if disposed || stopped {
        return nil
      }
      let key = observers.insert(AnyObserver(observer))
      // The replay is sent with the lock held, so that no `on` from another thread can come
      // between joining and hearing the current value: a newer value must never arrive first.
      let current = element
      observer.onNext(current)
      return key
    }
    if let key {
      return SubjectSubscription(owner: self, key: key)  // RxSwift: `SubscriptionDisposable`
    }
    return subscribeTooLate(observer)
  }

  /// Too late to join, as in `PublishSubject`, and out of line for the same reason.
  @inline(never)
  private func subscribeTooLate<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let stopEvent = lock.withLock { stoppedEvent } ?? .error(RxError.disposed(object: self))
    observer.on(stopEvent)
    return Disposables.create()
  }
  // snippet: end

  func synchronizedUnsubscribe(_ key: BagKey) {
    _ = lock.withLock { observers.removeKey(key) }
  }

  /// Ends the subject without an event: it forgets its subscribers and its value's error, and
  /// from now on `on` does nothing while `subscribe` and `value()` report `RxError.disposed`.
  public func dispose() {
    let released = lock.withLock {
      disposed = true
      stoppedEvent = nil
      let everyone = observers
      observers.removeAll()
      return everyone
    }
    _ = released
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

// Not in RxSwift: `SubjectSubscription` calls this (chapters/appendix-performance.md).
extension BehaviorSubject: SubjectUnsubscribing {
  func unsubscribe(_ key: BagKey) {
    synchronizedUnsubscribe(key)
  }
}

// snippet: behavior-subject-next
// Not in RxSwift: `onNext` without an `Event`, specialised in the caller's module; see
// chapters/appendix-performance.md.
extension BehaviorSubject {
  /// Makes `element` the current value and sends it to every current subscriber, as
  /// `on(.next(element))` does.
  @inlinable
  public func onNext(_ element: Element) {
    var replaced: Element?
    let receivers: Observers = lock.withLock {
      if disposed || stopped {
        return Observers()
      }
      replaced = self.element
      self.element = element
      return observers
    }
    withExtendedLifetime(replaced) {}  // released here, after the lock
    receivers.forEach { observer in observer.onNext(element) }
  }
}
// snippet: end
