/// The base class of every sequence of the fast core, as in the lesson core, with one more entry
/// point: `subscribeAsUpstream(_:)`, by which an operator subscribes to the sequence it is built
/// on.
open class Observable<Element>: ObservableType {
  /// Called by subclasses.
  public init() {
    Resources.incrementTotal(self)
  }

  /// Subclasses must override this.
  open func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    rxAbstractMethod()
  }

  /// Subscribes `observer`, an operator's sink, and returns the subscription for the sink to hold
  /// as its upstream: an object, one reference, or nil when there is nothing to dispose. What
  /// it returns may keep `observer` alive until it is let go of, so only an operator that lets go
  /// of it once disposed may call this; everyone else calls `subscribe(_:)`. By default it is
  /// `subscribe(_:)`, its disposable held as an object.
  open func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (any Disposable & AnyObject)? {
    heldAsObject(subscribe(observer))
  }

  /// Returns itself.
  public func asObservable() -> Observable<Element> {
    self
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
