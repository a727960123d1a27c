import Foundation
import Step4_Sink
import Step6_Subjects
import Step7_Traits

/// One connection of `share(replay: 1)`: `ShareWhileConnectedConnection` plus the last element,
/// which dies with the connection.
final private class ShareReplay1WhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType,
  @unchecked Sendable
{
  private let parent: ShareReplay1WhileConnected<Element>
  private let subscription = SingleAssignmentDisposable()

  private let lock: NSRecursiveLock
  // Guarded by `lock` (the parent's lock).
  private var disposed = false
  fileprivate var observers = Observers<Element>()
  fileprivate var element: Element?

  init(parent: ShareReplay1WhileConnected<Element>, lock: NSRecursiveLock) {
    self.parent = parent
    self.lock = lock
    Resources.incrementTotal(self)
  }

  func on(_ event: Event<Element>) {
    let receivers: Observers<Element> = lock.withLock {
      if disposed {
        return Observers()
      }
      switch event {
      case .next(let element):
        self.element = element
        return observers
      case .error, .completed:
        let everyone = observers
        synchronizedDispose()
        return everyone
      }
    }
    dispatch(receivers, event)
  }

  func connect() {
    subscription.setDisposable(parent.source.subscribe(self))
  }

  private func synchronizedDispose() {
    disposed = true
    if parent.connection === self {
      parent.connection = nil
    }
    observers = Observers()
  }

  func synchronizedUnsubscribe(_ key: BagKey) {
    let last: Bool = lock.withLock {
      guard observers.removeKey(key) != nil else { return false }
      if observers.count == 0 {
        synchronizedDispose()
        return true
      }
      return false
    }
    if last {
      subscription.dispose()
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}

/// `share(replay: 1)`, the most common sharing of all: a new subscriber gets the connection's
/// last element, then what follows.
final class ShareReplay1WhileConnected<Element>: Observable<Element>, @unchecked Sendable {
  fileprivate typealias Connection = ShareReplay1WhileConnectedConnection<Element>

  fileprivate let source: Observable<Element>
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  fileprivate var connection: Connection?

  init(source: Observable<Element>) {
    self.source = source
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    lock.lock()
    let connection: Connection
    if let existing = self.connection {
      connection = existing
    } else {
      connection = Connection(parent: self, lock: lock)
      self.connection = connection
    }
    let count = connection.observers.count
    let key = connection.observers.insert(observer.on)
    let replayed = connection.element
    lock.unlock()

    // Replayed outside the lock, as RxSwift does.
    if let replayed {
      observer.on(.next(replayed))
    }
    if count == 0 {
      connection.connect()
    }
    return SubscriptionDisposable(owner: connection, key: key)
  }
}
