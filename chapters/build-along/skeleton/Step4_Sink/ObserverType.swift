// Complete: a copy of Step 3's file, as in the course.

/// Anything that can receive the events of a sequence of `Element`s.
///
/// `Element` is a primary associated type, so `any ObserverType<Int>` names
/// "some observer of Ints" without a type-erasing wrapper.
public protocol ObserverType<Element> {
  /// The type of the elements this observer receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Sends `.error(error)`.
  public func onError(_ error: any Error) {
    on(.error(error))
  }

  /// Sends `.completed`.
  public func onCompleted() {
    on(.completed)
  }
}
