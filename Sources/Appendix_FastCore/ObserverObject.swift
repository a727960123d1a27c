// snippet: observer-object
/// An observer as an object of one class hierarchy. Every sink and observer of the fast core is
/// one, so a sink holds the next link as one reference of a known class and calls it through the
/// class's vtable: no protocol witness, no thunk, no witness table to look up for a generic type.
///
/// `onNext` and `onCompleted` default to building the ``Event`` and calling `on(_:)`; a subclass
/// overrides them to receive elements, and the end, without one.
open class ObserverObject<Element>: ObserverType {
  /// Called by subclasses.
  public init() {}

  /// Receives one event. Subclasses must override this.
  open func on(_ event: Event<Element>) {
    rxAbstractMethod()
  }

  /// Receives the element of a `next` event.
  open func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Receives the end of the sequence.
  open func onCompleted() {
    on(.completed)
  }

  /// Itself: an observer object needs no box.
  public final func asObserverObject() -> ObserverObject<Element> {
    self
  }
}
// snippet: end

/// The object around an observer that is not an ``ObserverObject``, made once per subscription by
/// `asObserverObject()`.
final class ObserverBox<Observer: ObserverType>: ObserverObject<Observer.Element> {
  let observer: Observer

  init(_ observer: Observer) {
    self.observer = observer
  }

  override func on(_ event: Event<Observer.Element>) {
    observer.on(event)
  }

  override func onNext(_ element: Observer.Element) {
    observer.onNext(element)
  }

  override func onCompleted() {
    observer.onCompleted()
  }
}
