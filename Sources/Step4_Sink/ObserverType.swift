/// Anything that can receive the events of a sequence of `Element`s.
///
/// `Element` is a primary associated type, so `any ObserverType<Int>` names
/// "some observer of Ints" without a type-erasing wrapper.
public protocol ObserverType<Element> {
  /// The type of the elements this observer receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)

  // snippet: on-next-requirement
  // Not in RxSwift: `next` without an `Event`; see chapters/appendix-performance.md.
  /// Receives the element of a `next` event. The default below sends `.next(element)` to `on(_:)`;
  /// an observer that implements it receives elements without an `Event` being built for them.
  func onNext(_ element: Element)

  /// This observer as an object that `AnyObserver` can hold as a single reference: the observer
  /// itself when it is a class, otherwise a box around it. The defaults below choose, at compile
  /// time, by whether the conforming type is a class.
  func asObserverObject() -> any ObserverType<Element> & AnyObject
  // snippet: end
}

extension ObserverType {
  /// Sends `.next(element)`.
  @inlinable
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Sends `.error(error)`.
  @inlinable
  public func onError(_ error: any Error) {
    on(.error(error))
  }

  /// Sends `.completed`.
  @inlinable
  public func onCompleted() {
    on(.completed)
  }
}
