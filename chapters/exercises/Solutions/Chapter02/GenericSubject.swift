// Chapter 2, exercise 2: a generic subject. A reference solution.

import Step2_PullPush

/// A push source of any `Element` that is also an observer: every value it is notified of, it
/// pushes on to the observers subscribed to it, in the order they subscribed. (RxSwift calls
/// something that is both an observable and an observer a *subject*.)
///
/// Subscribing the same observer twice is ignored, and `unsubscribe` goes by identity (`===`),
/// as in `Push.BooleanObservable`. An observer that subscribes or unsubscribes while a value is
/// being delivered does not change who receives that value.
class Subject<Element>: Push.ObservableType, Push.ObserverType {
  private var observers: [any Push.ObserverType<Element>] = []

  /// Makes a subject with no observers.
  init() {}

  /// Starts pushing every value to `observer`; ignored if it is already subscribed.
  func subscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Element {
    guard !observers.contains(where: { $0 === observer }) else { return }
    observers.append(observer)
  }

  /// Stops pushing values to this very observer; harmless if it is not subscribed.
  func unsubscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Element {
    observers.removeAll { $0 === observer }
  }

  /// Pushes `value` to every observer subscribed at this moment.
  func notify(_ value: Element) {
    let snapshot = observers  // a copy: changes during the loop do not touch it
    for observer in snapshot {
      observer.notify(value)
    }
  }
}

/// `Push.BooleanObservable` again, as a `Subject<Bool>` that only adds `isFine`.
final class BooleanSubject: Subject<Bool> {
  /// The state. Every assignment pushes the new value, even when it is the same as before.
  var isFine: Bool {
    didSet { notify(isFine) }
  }

  /// Makes a subject whose state starts as `isFine`; nobody receives the initial value.
  init(isFine: Bool = true) {
    self.isFine = isFine
    super.init()
  }
}
