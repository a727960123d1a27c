import Appendix_Schedulers
import Foundation
import Step4_Sink
import Step6_Subjects

// snippet: replay-subject
/// A subject that remembers the last elements it received (all of them, or the last
/// `bufferSize`) and sends them to each new subscriber before anything else. Once stopped, a late
/// subscriber hears the remembered elements and then the stop event.
///
/// The public class is abstract: `create(bufferSize:)` and `createUnbounded()` choose the buffer,
/// as in RxSwift.
public class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable,
  @unchecked Sendable
{
  /// The type of the subject's observer side: the subject itself, as `asObserver()` says.
  public typealias SubjectObserverType = ReplaySubject<Element>

  /// A subject that replays the last `bufferSize` elements to each new subscriber.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    precondition(bufferSize >= 0, "a replay buffer holds zero or more elements")
    return bufferSize == 1 ? ReplayOne() : ReplayMany(bufferSize: bufferSize)
  }

  /// A subject that replays every element it ever received to each new subscriber.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplayAll()
  }
  // snippet: end

  override init() {
    super.init()
  }

  /// Whether anyone is subscribed. Subclasses override this.
  public var hasObservers: Bool {
    fatalError("abstract: ReplayBufferBase overrides it")
  }

  /// Sends `event` to the subscribers and remembers it. Subclasses override this.
  public func on(_ event: Event<Element>) {
    fatalError("abstract: ReplayBufferBase overrides it")
  }

  /// The subject itself: it is its own observer side.
  public func asObserver() -> ReplaySubject<Element> {
    self
  }

  /// Forgets the subscribers and the buffer; later subscribers get `RxError.disposed`.
  /// Subclasses override this.
  public func dispose() {}
}

/// The locking, the subscribers and the stop event; the subclasses only keep the buffer.
private class ReplayBufferBase<Element>: ReplaySubject<Element>, SynchronizedUnsubscribeType,
  @unchecked Sendable
{
  // Recursive: `subscribe` replays with the lock held, and a subscriber's handler may call back
  // into this subject on the same thread.
  let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var isDisposed = false
  private var stoppedEvent: Event<Element>?
  private var stopped = false  // `stoppedEvent != nil`, as RxSwift keeps it: a flag needs no generic type
  private var observers = Observers<Element>()

  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  func addValueToBuffer(_ value: Element) { fatalError("abstract") }
  func trim() { fatalError("abstract") }
  func replayBuffer<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    fatalError("abstract")
  }
  func clearBuffer() { fatalError("abstract") }

  override var hasObservers: Bool {
    lock.withLock { observers.count > 0 }
  }

  override func on(_ event: Event<Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    dispatch(synchronizedOn(event), event)
  }

  /// Under the lock: remembers `event` and takes a snapshot of who hears it.
  private func synchronizedOn(_ event: Event<Element>) -> Observers<Element> {
    lock.lock()
    defer { lock.unlock() }
    if isDisposed || stopped {
      return Observers()
    }
    switch event {
    case .next(let element):
      addValueToBuffer(element)
      trim()
      return observers
    case .error, .completed:
      // The buffer stays: a subscriber that comes after the end still gets the elements.
      stoppedEvent = event
      stopped = true
      trim()
      let everyone = observers
      observers.removeAll()
      return everyone
    }
  }

  // snippet: replay-subject-subscribe
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    lock.withLock {
      if isDisposed {
        observer.on(.error(RxError.disposed(object: self)))
        return Disposables.create()
      }
      // Replayed with the lock held: no live element can overtake the remembered ones.
      replayBuffer(observer)
      if let stoppedEvent {
        observer.on(stoppedEvent)
        return Disposables.create()
      }
      let key = observers.insert(observer.on)
      return SubscriptionDisposable(owner: self, key: key)
    }
  }
  // snippet: end

  func synchronizedUnsubscribe(_ key: BagKey) {
    lock.lock()
    let removed = isDisposed ? nil : observers.removeKey(key)
    lock.unlock()
    // The removed observer is released here, after the lock, as Step 6's subjects do.
    withExtendedLifetime(removed) {}
  }

  override func dispose() {
    let released = lock.withLock {
      isDisposed = true
      clearBuffer()
      let everyone = observers
      observers.removeAll()
      return everyone
    }
    _ = released
  }
}

/// The common case, `bufferSize: 1`: one optional value, no array.
private final class ReplayOne<Element>: ReplayBufferBase<Element>, @unchecked Sendable {
  private var value: Element?

  override func addValueToBuffer(_ value: Element) { self.value = value }
  override func trim() {}
  override func replayBuffer<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    if let value { observer.on(.next(value)) }
  }
  override func clearBuffer() { value = nil }
}

/// A buffer of elements, oldest first, trimmed or not by the subclass: a ring buffer, so that
/// dropping the oldest element costs the same whatever the buffer holds.
private class ReplayManyBase<Element>: ReplayBufferBase<Element>, @unchecked Sendable {
  var queue = Queue<Element>()

  override func addValueToBuffer(_ value: Element) { queue.enqueue(value) }
  override func replayBuffer<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    // A copy to walk: a subscriber's handler may send to this subject while it is replayed.
    var elements = queue
    while let element = elements.dequeue() {
      observer.on(.next(element))
    }
  }
  override func clearBuffer() { queue = Queue() }
}

/// At most `bufferSize` elements: the oldest go first.
private final class ReplayMany<Element>: ReplayManyBase<Element>, @unchecked Sendable {
  private let bufferSize: Int

  init(bufferSize: Int) {
    self.bufferSize = bufferSize
    super.init()
  }

  override func trim() {
    while queue.count > bufferSize {
      _ = queue.dequeue()
    }
  }
}

/// Every element, for ever.
private final class ReplayAll<Element>: ReplayManyBase<Element>, @unchecked Sendable {
  override func trim() {}
}
