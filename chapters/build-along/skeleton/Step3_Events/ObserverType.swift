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
    // TODO: chapter 3, "ObserverType: one method, `on(_:)`"
  }

  /// Sends `.error(error)`.
  public func onError(_ error: any Error) {
    // TODO: chapter 3, "ObserverType: one method, `on(_:)`"
  }

  /// Sends `.completed`.
  public func onCompleted() {
    // TODO: chapter 3, "ObserverType: one method, `on(_:)`"
  }
}
