/// Any observer of `Element`s behind one concrete type: the type eraser RxSwift passes to
/// `Observable.create`'s closure.
///
/// It keeps only a closure, the wrapped observer's `on`: every event goes through it, and
/// it polices nothing.
public struct AnyObserver<Element>: ObserverType {
  /// The closure's type: it receives every event.
  public typealias EventHandler = (Event<Element>) -> Void

  /// Makes an observer that calls `eventHandler` for every event.
  public init(eventHandler: @escaping EventHandler) {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }

  /// Makes an observer that forwards every event to `observer`.
  public init<Observer: ObserverType>(
    _ observer: Observer
  ) where Observer.Element == Element {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }

  /// Forwards the event.
  public func on(_ event: Event<Element>) {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
  }

  /// Returns itself: it is already type-erased.
  public func asObserver() -> AnyObserver<Element> {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
    AnyObserver(eventHandler: { _ in })
  }
}

extension ObserverType {
  /// This observer behind the type-erasing `AnyObserver`.
  public func asObserver() -> AnyObserver<Element> {
    // TODO: chapter 4, "The observer side: ObserverBase, AnonymousObserver, AnyObserver"
    AnyObserver(eventHandler: { _ in })
  }
}
