import Foundation

/// A subject that holds a current value: each new subscriber hears the current value at once,
/// then every later event; the same rules as the lesson core's, with the fast core's bookkeeping.
///
/// `@unchecked Sendable` for the same reason as ``PublishSubject``: its `var`s live behind `lock`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
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
      if let error = stoppedEvent?.error {
        throw error
      }
      return element
    }
  }

  /// Makes a `next` element the current value and sends it to every current subscriber; a stop
  /// event is sent and remembered. The subscribers stay subscribed after a stop event, as in
  /// RxSwift, until they dispose.
  public func on(_ event: Event<Element>) {
    var replaced: Element?
    let receivers: Observers = lock.withLock {
      if stopped || disposed {
        return Observers()
      }
      switch event {
      case .next(let value):
        replaced = element
        element = value
      case .error, .completed:
        stopped = true
        stoppedEvent = event
      }
      return observers
    }
    withExtendedLifetime(replaced) {}  // released here, after the lock
    receivers.forEach { observer in observer.on(event) }
  }

  /// Makes `element` the current value and sends it to every current subscriber, as
  /// `on(.next(element))` does.
  @inlinable
  public func onNext(_ element: Element) {
    var replaced: Element?
    let receivers: Observers = lock.withLock {
      if stopped || disposed {
        return Observers()
      }
      replaced = self.element
      self.element = element
      return observers
    }
    withExtendedLifetime(replaced) {}  // released here, after the lock
    receivers.forEach { observer in observer.onNext(element) }
  }

  /// Adds `observer` and sends it the current value. A disposed subject sends `RxError.disposed`,
  /// a stopped one only its stop event, and either returns a disposable that does nothing.
  @inlinable
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    join(observer.asObserverObject())
  }

  /// `subscribe(_:)` for an operator's sink, which holds what disposes the link as an object.
  public override func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (any Disposable & AnyObject)? {
    DisposableBox(join(observer))
  }

  /// Adds `observer`, as `subscribe(_:)` describes.
  @usableFromInline
  func join(_ observer: ObserverObject<Element>) -> any Disposable {
    let key: BagKey? = lock.withLock {
      if disposed || stopped {
        return nil
      }
      let key = observers.insert(observer)
      // The replay is sent with the lock held, so that no `on` from another thread can come
      // between joining and hearing the current value.
      observer.onNext(element)
      return key
    }
    if let key {
      return SubjectSubscription(owner: self, key: key)
    }
    return subscribeTooLate(observer)
  }

  /// Too late to join, as in ``PublishSubject``, and out of line for the same reason.
  @inline(never)
  private func subscribeTooLate(_ observer: ObserverObject<Element>) -> any Disposable {
    let stopEvent: Event<Element> = lock.withLock {
      disposed ? .error(RxError.disposed(object: self)) : (stoppedEvent ?? .completed)
    }
    observer.on(stopEvent)
    return Disposables.create()
  }

  /// Ends the subject without an event: it forgets its subscribers and its stop event.
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

extension BehaviorSubject: SubjectUnsubscribing {
  func unsubscribe(_ key: BagKey) {
    _ = lock.withLock { () -> AnyObject? in
      if disposed {
        return nil
      }
      return observers.removeKey(key)
    }
  }
}
