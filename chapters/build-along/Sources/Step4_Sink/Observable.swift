/// The abstract base class of every sequence; a concrete sequence is a subclass that
/// overrides `subscribe(_:)`, usually through `Producer`.
///
/// `Observable<Int>` is the type users write; subclasses such as `Map` stay hidden behind
/// it.
open class Observable<Element>: ObservableType {
  /// Called by subclasses.
  public init() {
    // TODO: chapter 4, "The observable side: three small protocols and an abstract class"
  }

  /// Subclasses must override this.
  open func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // TODO: chapter 4, "The observable side: three small protocols and an abstract class"
    Placeholder()
  }

  /// Returns itself.
  public func asObservable() -> Observable<Element> {
    // TODO: chapter 4, "The observable side: three small protocols and an abstract class"
    PlaceholderObservable()
  }
}
