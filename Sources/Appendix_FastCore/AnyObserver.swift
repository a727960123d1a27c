// snippet: any-observer
/// Any observer of `Element`s behind one concrete type, as `Observable.create` hands it out.
///
/// It keeps the observer itself, as one object reference (an observer that is not a class is
/// boxed), so that `next` and `completed` reach the observer's own `onNext` and `onCompleted`.
public struct AnyObserver<Element>: ObserverType {
  /// The closure's type: it receives every event.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline
  let observer: any ObserverType<Element> & AnyObject

  /// Makes an observer that calls `eventHandler` for every event.
  public init(eventHandler: @escaping EventHandler) {
    self.observer = ClosureObserver(eventHandler: eventHandler)
  }

  /// Makes an observer that forwards every event to `observer`.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.asObserverObject()
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

  /// The observer it holds: an `AnyObserver` is never boxed again.
  public func asObserverObject() -> any ObserverType<Element> & AnyObject {
    observer
  }

  /// Returns itself: it is already type-erased.
  public func asObserver() -> AnyObserver<Element> {
    self
  }
}
// snippet: end

extension ObserverType {
  /// This observer behind the type-erasing `AnyObserver`.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }

  /// A box around this observer, which is not a class.
  public func asObserverObject() -> any ObserverType<Element> & AnyObject {
    ObserverBox(self)
  }
}

extension ObserverType where Self: AnyObject {
  /// The observer itself: a class needs no box.
  @inlinable
  public func asObserverObject() -> any ObserverType<Element> & AnyObject {
    self
  }
}

/// The object `AnyObserver` holds for an observer that is not a class.
private final class ObserverBox<Observer: ObserverType>: ObserverType {
  let observer: Observer

  init(_ observer: Observer) {
    self.observer = observer
  }

  func on(_ event: Event<Observer.Element>) {
    observer.on(event)
  }

  func onNext(_ element: Observer.Element) {
    observer.onNext(element)
  }

  func onCompleted() {
    observer.onCompleted()
  }
}

/// The observer `AnyObserver(eventHandler:)` wraps its closure in.
private final class ClosureObserver<Element>: ObserverType {
  let eventHandler: (Event<Element>) -> Void

  init(eventHandler: @escaping (Event<Element>) -> Void) {
    self.eventHandler = eventHandler
  }

  func on(_ event: Event<Element>) {
    eventHandler(event)
  }
}
