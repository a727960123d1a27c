// Complete: what the skeleton's bodies return until you write the real thing. Nothing in
// the course uses it; delete it once nothing here does.

/// A disposable that does nothing and never says it was disposed: an inert stand-in.
struct Placeholder: Cancelable {
  var isDisposed: Bool { false }
  func dispose() {}
}

/// A sequence that sends nothing: an inert stand-in that does not rely on `Observable`'s
/// own `subscribe`, which traps once you have made it abstract.
final class PlaceholderObservable<Element>: Observable<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    Placeholder()
  }
}
