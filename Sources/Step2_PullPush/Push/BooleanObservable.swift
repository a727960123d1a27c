extension Push {
  // snippet: boolean-observable
  /// A concrete source: whenever `isFine` is assigned, it pushes the new value to every
  /// subscribed observer, in the order they subscribed.
  ///
  /// An observer is either subscribed or not: subscribing it again is ignored, and
  /// `unsubscribe` finds it by identity (`===`). Not thread-safe; chapter 6 adds a lock.
  public final class BooleanObservable: Observable<Bool> {
    /// Observers of any concrete type, stored as they are: no wrapper, no type erasure.
    private var observers: [any ObserverType<Bool>] = []

    /// The state. Every assignment pushes the new value, even when it is the same as before.
    public var isFine: Bool {
      didSet { deliver(isFine) }
    }

    /// Makes a source whose state starts as `isFine`; nobody receives the initial value.
    public init(isFine: Bool = true) {
      self.isFine = isFine
      super.init()
    }

    /// Adds `observer` at the end of the list, unless this very instance is already in it.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer)
    where Observer.Element == Bool {
      guard !observers.contains(where: { $0 === observer }) else { return }
      observers.append(observer)
    }

    /// Removes this very instance; harmless if it is absent.
    public override func unsubscribe<Observer: ObserverType>(_ observer: Observer)
    where Observer.Element == Bool {
      observers.removeAll { $0 === observer }
    }

    /// Pushes `value` to every observer subscribed at the moment of the change.
    private func deliver(_ value: Bool) {
      // A copy of the array: observers that subscribe or unsubscribe during the loop
      // change `observers`, not the list being walked.
      let snapshot = observers
      for observer in snapshot {
        observer.notify(value)
      }
    }
  }
  // snippet: end
}
