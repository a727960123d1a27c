import Foundation
import Step4_Sink
import Step6_Subjects
import Step7_Traits

// snippet: share-connection
/// One connection of `share()`: the subscribers of this connection, and the one subscription to
/// the source that feeds them. It ends when the source stops or the last subscriber leaves, and
/// its parent then forgets it, so the next subscriber makes a new one.
final private class ShareWhileConnectedConnection<Element>: ObserverType,
  SynchronizedUnsubscribeType,
  @unchecked Sendable
{
  private let parent: ShareWhileConnected<Element>
  private let subscription = SingleAssignmentDisposable()

  private let lock: NSRecursiveLock
  // Guarded by `lock` (the parent's lock).
  private var disposed = false
  fileprivate var observers = Observers<Element>()

  init(parent: ShareWhileConnected<Element>, lock: NSRecursiveLock) {
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
      case .next:
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

  func synchronizedSubscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    lock.withLock {
      let key = observers.insert(observer.on)
      return SubscriptionDisposable(owner: self, key: key)
    }
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
    // The last subscriber left: end the source subscription, outside the lock.
    if last {
      subscription.dispose()
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end

// snippet: share-while-connected
/// `share()`: the current connection, made by the first subscriber and forgotten when it ends.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
  fileprivate typealias Connection = ShareWhileConnectedConnection<Element>

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
    lock.unlock()

    let disposable = connection.synchronizedSubscribe(observer)
    // The first subscriber connects, after it has joined: it hears even what the source sends
    // during `subscribe`.
    if count == 0 {
      connection.connect()
    }
    return disposable
  }
}
// snippet: end
