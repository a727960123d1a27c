extension Push {
  // snippet: observer-type
  /// Anything that can receive the values of a source of `Element`s.
  ///
  /// `Element` is a *primary* associated type (the `<Element>` after the name), so
  /// `any ObserverType<Bool>` means "some observer of Bools" and can be stored in an array.
  /// Class-bound so that a source can unsubscribe an observer by identity.
  public protocol ObserverType<Element>: AnyObject {
    /// The type of the values this observer receives.
    associatedtype Element

    /// Receives one new value, pushed by the source.
    func notify(_ value: Element)
  }
  // snippet: end
}
