import Foundation
import Step4_Sink
import Step6_Subjects

// snippet: async-subject
/// A subject that keeps quiet until its source completes, then sends only the last element it
/// received, and completes; an error goes out as it is. Every subscriber, early or late, hears the
/// same end: the last element and `completed`, `completed` alone, or the error.
///
/// `@unchecked Sendable` for the same reason as Step 6's subjects: its `var`s live behind `lock`.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  SynchronizedUnsubscribeType, @unchecked Sendable
{
  /// The type of the subject's observer side: the subject itself, as `asObserver()` says.
  public typealias SubjectObserverType = AsyncSubject<Element>

  // Recursive: a late subscriber hears the end with the lock held, and its handler may call back
  // into this subject on the same thread.
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var observers = Observers<Element>()
  private var isStopped = false  // `stoppedEvent != nil`, as RxSwift keeps it
  private var stoppedEvent: Event<Element>?  // `next(last)` when it completed with an element
  private var lastElement: Element?

  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  /// Makes a subject that has received nothing.
  public override init() {
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool {
    lock.withLock { observers.count > 0 }
  }
  // snippet: end

  // snippet: async-subject-on
  /// Remembers a `next` element without sending it; on `completed`, sends the last one (if any)
  /// and `completed` to every subscriber; on `error`, sends the error. After that, drops
  /// everything.
  public func on(_ event: Event<Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    let (observers, event) = synchronizedOn(event)
    switch event {
    case .next:
      dispatch(observers, event)
      dispatch(observers, .completed)
    case .completed, .error:
      dispatch(observers, event)
    }
  }

  /// Under the lock: what to send, and to whom. An empty bag when there is nothing to send yet.
  private func synchronizedOn(_ event: Event<Element>) -> (Observers<Element>, Event<Element>) {
    lock.lock()
    defer { lock.unlock() }
    if isStopped {
      return (Observers(), .completed)
    }
    switch event {
    case .next(let element):
      lastElement = element
      return (Observers(), .completed)
    case .error:
      stoppedEvent = event
      isStopped = true
      let everyone = observers
      observers.removeAll()
      return (everyone, event)
    case .completed:
      isStopped = true
      let everyone = observers
      observers.removeAll()
      if let lastElement {
        stoppedEvent = .next(lastElement)
        return (everyone, .next(lastElement))
      }
      stoppedEvent = event
      return (everyone, .completed)
    }
  }
  // snippet: end

  /// Adds `observer`; once the subject has ended, `observer` hears the end at once instead, and
  /// the disposable returned does nothing.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    lock.withLock {
      if let stoppedEvent {
        observer.on(stoppedEvent)
        if case .next = stoppedEvent {
          observer.on(.completed)
        }
        return Disposables.create()
      }
      let key = observers.insert(observer.on)
      return SubscriptionDisposable(owner: self, key: key)
    }
  }

  func synchronizedUnsubscribe(_ key: BagKey) {
    lock.lock()
    let removed = observers.removeKey(key)
    lock.unlock()
    // The removed observer is released here, after the lock, as Step 6's subjects do.
    withExtendedLifetime(removed) {}
  }

  /// The subject itself: it is its own observer side.
  public func asObserver() -> AsyncSubject<Element> {
    self
  }
}
