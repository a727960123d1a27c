extension Push {
  // snippet: anonymous-observer
  /// An observer made from a closure: the quickest way to react to values without
  /// writing a class.
  public final class AnonymousObserver<Element>: ObserverType {
    /// What the observer does with each value.
    public typealias Handler = (Element) -> Void

    private let handler: Handler

    /// Makes an observer that passes every value it receives to `handler`.
    public init(_ handler: @escaping Handler) {
      self.handler = handler
    }

    /// Passes `value` to the handler.
    public func notify(_ value: Element) {
      handler(value)
    }
  }
  // snippet: end
}
