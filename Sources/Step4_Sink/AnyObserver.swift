// snippet: any-observer
/// Any observer of `Element`s behind one concrete type: the type eraser RxSwift passes to
/// `Observable.create`'s closure.
///
/// RxSwift's keeps the observer's `on` as a closure. This one keeps the observer itself, as one
/// object reference (an observer that is not a class is boxed), so that `next` can reach the
/// observer's `onNext` too (chapters/appendix-performance.md).
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
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.asObserverObject()
  }

  /// Forwards the event.
  @inlinable
  public func on(_ event: Event<Element>) {
    observer.on(event)
  }

  /// Returns itself: it is already type-erased.
  public func asObserver() -> AnyObserver<Element> {
    self
  }
}

extension ObserverType {
  /// This observer behind the type-erasing `AnyObserver`.
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }
}
// snippet: end

// snippet: any-observer-next
// Not in RxSwift: see chapters/appendix-performance.md.
extension AnyObserver {
  /// Passes `element` to the wrapped observer's `onNext`, so that no `Event` is built for it.
  @inlinable
  public func onNext(_ element: Element) {
    observer.onNext(element)
  }
}
// snippet: end

// snippet: any-observer-boxes
// Not in RxSwift: how `AnyObserver` holds any observer as one reference; see
// chapters/appendix-performance.md.
extension AnyObserver {
  /// The observer it holds: an `AnyObserver` is never boxed again.
  public func asObserverObject() -> any ObserverType<Element> & AnyObject {
    observer
  }
}

extension ObserverType {
  /// A box around this observer, which is not a class.
  public func asObserverObject() -> any ObserverType<Element> & AnyObject {
    ObserverBox(self)
  }
}

extension ObserverType where Self: AnyObject {
  /// The observer itself: a class needs no box.
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
// snippet: end
