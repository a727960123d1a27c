extension Push {
  // snippet: observable
  /// The common type of every source of `Element`s: an "abstract" class.
  ///
  /// Its methods only trap (see `rxAbstractMethod`); each concrete source is a subclass that
  /// overrides them. Code can then take or return an `Observable<Bool>` without caring which.
  public class Observable<Element>: ObservableType {
    /// For subclasses. Internal, as in RxSwift: outside the module nobody makes a bare `Observable`.
    init() {}

    /// Abstract: every subclass must override it. Calling this one stops the program
    /// with "Abstract method"; the compiler does not check that a subclass overrides it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer)
    where Observer.Element == Element {
      rxAbstractMethod()
    }

    /// Abstract: every subclass must override it. Calling this one stops the program
    /// with "Abstract method"; the compiler does not check that a subclass overrides it.
    public func unsubscribe<Observer: ObserverType>(_ observer: Observer)
    where Observer.Element == Element {
      rxAbstractMethod()
    }
  }
  // snippet: end
}
