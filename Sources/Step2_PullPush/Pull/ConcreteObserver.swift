extension Pull {
  // snippet: concrete-observer
  /// An observer that, when notified, goes back to its source and reads `isFine`.
  ///
  /// It must know the source's concrete type to do so: that back-reference is what
  /// the push style removes.
  public final class ConcreteObserver: Observer {
    /// The way back to the source. Weak, because the source already holds this observer
    /// strongly: two strong references would make a cycle that is never freed.
    private weak var source: ConcreteObservable?
    private let onRead: (Bool) -> Void

    /// Makes an observer that reads `source.isFine` on every notification and passes it to `onRead`.
    /// It does not subscribe itself: call `source.subscribe(_:)`.
    public init(source: ConcreteObservable, onRead: @escaping (Bool) -> Void) {
      self.source = source
      self.onRead = onRead
    }

    /// Pulls the new state from the source; reads nothing if the source is gone.
    public func notify() {
      guard let source else { return }
      onRead(source.isFine)
    }
  }
  // snippet: end
}
