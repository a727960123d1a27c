extension Pull {
  // snippet: concrete-observable
  /// A source with one piece of state, `isFine`. Every assignment notifies each subscribed
  /// observer once, in the order they subscribed.
  ///
  /// An observer is either subscribed or not: subscribing it again is ignored, and
  /// `unsubscribe` finds it by identity (`===`). Not thread-safe; chapter 6 adds a lock.
  public final class ConcreteObservable: Observable {
    private var observers: [any Observer] = []

    /// The state observers read back when notified. Every assignment notifies, even of the same
    /// value.
    public var isFine: Bool {
      didSet { notifyObservers() }
    }

    /// Makes a source whose state starts as `isFine`; nobody is notified of the initial value.
    public init(isFine: Bool = true) {
      self.isFine = isFine
    }

    /// Adds `observer` at the end of the list, unless this very instance is already in it.
    public func subscribe(_ observer: any Observer) {
      guard !observers.contains(where: { $0 === observer }) else { return }
      observers.append(observer)
    }

    /// Removes this very instance (not one that merely looks equal); harmless if it is absent.
    public func unsubscribe(_ observer: any Observer) {
      observers.removeAll { $0 === observer }
    }

    /// Notifies every observer subscribed at the moment of the change.
    private func notifyObservers() {
      // An array is a value: `snapshot` is a copy, so an observer that subscribes or
      // unsubscribes while we loop changes `observers`, not the list being walked.
      let snapshot = observers
      for observer in snapshot {
        observer.notify()
      }
    }
  }
  // snippet: end
}
