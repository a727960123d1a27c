// snippet: any-observer
/// Any observer of `Element`s behind one concrete type, as `Observable.create` hands it out.
///
/// It keeps the observer itself, as an ``ObserverObject`` (an observer that is not one is boxed),
/// so that `next` and `completed` reach the observer's own `onNext` and `onCompleted` through the
/// class's vtable.
public struct AnyObserver<Element>: ObserverType {
  /// The closure's type: it receives every event.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline
  let observer: ObserverObject<Element>

  /// Makes an observer that calls `eventHandler` for every event.
  public init(eventHandler: @escaping EventHandler) {
    self.observer = ClosureObserver(eventHandler: eventHandler)
  }

  /// Makes an observer that forwards every event to `observer`.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.asObserverObject()
  }

  /// Wraps an observer object as it is: what `create` hands its closure.
  @usableFromInline
  init(object: ObserverObject<Element>) {
    self.observer = object
  }

  /// Forwards the event.
  @inlinable
  public func on(_ event: Event<Element>) {
    observer.on(event)
  }

  /// Passes `element` to the wrapped observer's `onNext`.
  @inlinable
  public func onNext(_ element: Element) {
    observer.onNext(element)
  }

  /// Passes the end to the wrapped observer's `onCompleted`.
  @inlinable
  public func onCompleted() {
    observer.onCompleted()
  }

  /// The observer object it holds: an ``AnyObserver`` is never boxed again.
  public func asObserverObject() -> ObserverObject<Element> {
    observer
  }

  /// Returns itself: it is already type-erased.
  public func asObserver() -> AnyObserver<Element> {
    self
  }
}
// snippet: end

extension ObserverType {
  /// This observer behind the type-erasing ``AnyObserver``.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }

  /// A box around this observer, which is not an ``ObserverObject``.
  public func asObserverObject() -> ObserverObject<Element> {
    ObserverBox(self)
  }
}

/// The observer `AnyObserver(eventHandler:)` wraps its closure in.
private final class ClosureObserver<Element>: ObserverObject<Element> {
  let eventHandler: (Event<Element>) -> Void

  init(eventHandler: @escaping (Event<Element>) -> Void) {
    self.eventHandler = eventHandler
  }

  override func on(_ event: Event<Element>) {
    eventHandler(event)
  }
}
