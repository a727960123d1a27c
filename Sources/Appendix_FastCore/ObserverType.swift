// snippet: observer-type
/// Anything that can receive the events of a sequence of `Element`s.
///
/// Beside `on(_:)`, the fast core's observers have two more ways in, `onNext(_:)` and
/// `onCompleted()`: an element, or the end, then travels without an ``Event`` being built for it.
/// Both have defaults that build the ``Event`` and call `on(_:)`, so an observer may implement
/// `on(_:)` alone. A third requirement, with a default too, turns any observer into an
/// ``ObserverObject``, the class every sink and observer of the fast core is.
public protocol ObserverType<Element> {
  /// The type of the elements this observer receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)

  /// Receives the element of a `next` event.
  func onNext(_ element: Element)

  /// Receives the end of the sequence.
  func onCompleted()

  /// This observer as an ``ObserverObject``, the fast core's observer class: the observer itself
  /// when it is one, otherwise a box around it.
  func asObserverObject() -> ObserverObject<Element>
}
// snippet: end

extension ObserverType {
  /// Sends `.next(element)` to `on(_:)`.
  @inlinable
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Sends `.error(error)`.
  @inlinable
  public func onError(_ error: any Error) {
    on(.error(error))
  }

  /// Sends `.completed` to `on(_:)`.
  @inlinable
  public func onCompleted() {
    on(.completed)
  }
}
