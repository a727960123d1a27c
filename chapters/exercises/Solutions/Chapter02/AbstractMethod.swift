// Chapter 2, exercise 6: test the trap after all. A reference solution.

import Step2_PullPush

/// An "abstract" source, as `Push.Observable` is: every subclass must override both methods,
/// and calling one that was not overridden stops the program with the message
/// "Abstract method", as RxSwift's `rxAbstractMethod()` does.
class AbstractSource<Element>: Push.ObservableType {
  /// Abstract: calling it stops the program with "Abstract method".
  func subscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Element {
    fatalError("Abstract method")
  }

  /// Abstract: calling it stops the program with "Abstract method".
  func unsubscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Element {
    fatalError("Abstract method")
  }
}

/// A concrete source of Bools: a lamp whose every switch pushes `isOn` to its observers.
final class LampSource: AbstractSource<Bool> {
  private var observers: [any Push.ObserverType<Bool>] = []

  /// Whether the lamp is on. Every assignment pushes the new value.
  var isOn = false {
    didSet {
      for observer in observers { observer.notify(isOn) }
    }
  }

  /// Adds `observer`, unless this very instance is already subscribed.
  override func subscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Bool {
    guard !observers.contains(where: { $0 === observer }) else { return }
    observers.append(observer)
  }

  /// Removes this very instance; harmless if it is absent.
  override func unsubscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Bool {
    observers.removeAll { $0 === observer }
  }
}
