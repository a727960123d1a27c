extension Push {
  // snippet: observable-type
  /// Anything observers of `Element`s can sign up to.
  public protocol ObservableType<Element> {
    /// The type of the values this source pushes.
    associatedtype Element

    /// Starts pushing every new value to `observer`.
    func subscribe<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element
    /// Stops pushing values to `observer`; does nothing if it is not subscribed.
    func unsubscribe<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element
  }
  // snippet: end
}
