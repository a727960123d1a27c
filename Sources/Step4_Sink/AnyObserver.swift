// snippet: any-observer
/// Any observer of `Element`s behind one concrete type: the type eraser RxSwift passes to
/// `Observable.create`'s closure.
///
/// It keeps only a closure, the wrapped observer's `on`: every event goes through it, and
/// it polices nothing.
public struct AnyObserver<Element>: ObserverType {
  /// The closure's type: it receives every event.
  public typealias EventHandler = (Event<Element>) -> Void

  private let observer: EventHandler

  /// Makes an observer that calls `eventHandler` for every event.
  public init(eventHandler: @escaping EventHandler) {
    self.observer = eventHandler
  }

  /// Makes an observer that forwards every event to `observer`.
  public init<Observer: ObserverType>(
    _ observer: Observer
  ) where Observer.Element == Element {
    self.observer = observer.on
  }

  /// Forwards the event.
  public func on(_ event: Event<Element>) {
    observer(event)
  }

  /// Returns itself: it is already type-erased.
  public func asObserver() -> AnyObserver<Element> {
    self
  }
}

extension ObserverType {
  /// This observer behind the type-erasing ``AnyObserver``.
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }
}
// snippet: end
