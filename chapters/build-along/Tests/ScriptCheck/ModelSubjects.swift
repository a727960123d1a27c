/// What a subject script needs of a subject, whoever wrote it: yours (through a small adapter in the
/// stage tests) or the reference's.
public protocol SubjectUnderScript: AnyObject {
  /// Subscribes `on`: behind `subscribe { … }`'s stop rule, or, when `raw`, as an
  /// `AnyObserver(eventHandler:)`, which polices nothing. Returns what disposes the subscription.
  func subscribe(raw: Bool, _ on: @escaping (Ev) -> Void) -> () -> Void
  /// Sends `event` into the subject.
  func on(_ event: Ev)
  /// Disposes the subject itself.
  func dispose()
  /// Whether anyone is subscribed.
  var hasObservers: Bool { get }
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
  /// `value()`'s answer, `value(): 2` or `value() throws TestError`; nil for a subject without one.
  func value() -> String?
  /// The subject itself, whose lifetime the script watches.
  var identity: AnyObject { get }
}

/// The reference's `PublishSubject`: chapter 6's rules, single-threaded. Each event goes to a
/// snapshot of the subscribers, in the bag's order; the first stop event is remembered, sent, and
/// empties the bag; a late subscriber hears the stop event at once and is not kept; `dispose()`
/// forgets the subscribers and the stop event.
public final class ModelPublishSubject: SubjectUnderScript {
  private var observers = ModelBag<(Ev) -> Void>()
  private var stoppedEvent: Ev?
  private var stopped = false
  private var disposed = false

  /// Makes a subject with no subscribers.
  public init() {}

  public func subscribe(raw: Bool, _ on: @escaping (Ev) -> Void) -> () -> Void {
    let observer = raw ? on : ModelObserver(on).on
    if let stoppedEvent {
      observer(stoppedEvent)
      return {}
    }
    if disposed {
      observer(.error(.disposed))
      return {}
    }
    let key = observers.insert(observer)
    return { [weak self] in _ = self?.observers.removeKey(key) }  // released after the removal
  }

  public func on(_ event: Ev) {
    var receivers = ModelBag<(Ev) -> Void>()
    if !event.isStop {
      if !disposed && !stopped { receivers = observers }
    } else if stoppedEvent == nil {
      stoppedEvent = event
      stopped = true
      receivers = observers
      observers.removeAll()  // the values stay in `receivers` until they have heard the event
    }
    receivers.forEach { $0(event) }
  }

  public func dispose() {
    disposed = true
    stoppedEvent = nil
    // Let go of the subscribers once the bag is no longer being changed: a release may read it.
    let released = observers
    observers.removeAll()
    withExtendedLifetime(released) {}
  }

  public var hasObservers: Bool { observers.count > 0 }
  public var isDisposed: Bool { disposed }
  public func value() -> String? { nil }
  public var identity: AnyObject { self }
}

/// The reference's `BehaviorSubject`: a current value, replayed to each new subscriber (after it
/// joins the bag); a `next` replaces it; after a stop event nothing changes and the subscribers
/// stay until they leave; `dispose()` forgets subscribers and stop event; `value()` throws the
/// subject's error, or `RxError.disposed`.
public final class ModelBehaviorSubject: SubjectUnderScript {
  private var observers = ModelBag<(Ev) -> Void>()
  private var element: Int
  private var stoppedEvent: Ev?
  private var disposed = false

  /// Makes a subject whose current value is `value`.
  public init(value: Int) {
    element = value
  }

  public func subscribe(raw: Bool, _ on: @escaping (Ev) -> Void) -> () -> Void {
    let observer = raw ? on : ModelObserver(on).on
    if disposed {
      observer(.error(.disposed))
      return {}
    }
    if let stoppedEvent {
      observer(stoppedEvent)
      return {}
    }
    let key = observers.insert(observer)
    observer(.next(element))
    return { [weak self] in
      guard let self, !self.disposed else { return }
      _ = self.observers.removeKey(key)
    }
  }

  public func on(_ event: Ev) {
    if stoppedEvent != nil || disposed { return }
    switch event {
    case .next(let value): element = value
    case .error, .completed: stoppedEvent = event
    }
    let receivers = observers
    receivers.forEach { $0(event) }
  }

  public func dispose() {
    disposed = true
    stoppedEvent = nil
    let released = observers
    observers.removeAll()
    withExtendedLifetime(released) {}
  }

  public var hasObservers: Bool { observers.count > 0 }
  public var isDisposed: Bool { disposed }
  public var identity: AnyObject { self }

  public func value() -> String? {
    if disposed { return "value() throws \(ErrorName.disposed.rawValue)" }
    if case .error(let name) = stoppedEvent { return "value() throws \(name.rawValue)" }
    return "value(): \(element)"
  }
}
