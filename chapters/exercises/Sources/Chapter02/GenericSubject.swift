// Chapter 2, exercise 2: a generic subject.
// Check: swift test --package-path chapters/exercises --filter Chapter02Tests.GenericSubjectTests
// Hint:  chapters/exercises/hint 2 2

import Step2_PullPush

/// A push source of any `Element` that is also an observer: every value it is notified of, it
/// pushes on to the observers subscribed to it, in the order they subscribed. (RxSwift calls
/// something that is both an observable and an observer a *subject*.)
///
/// Subscribing the same observer twice is ignored, and `unsubscribe` goes by identity (`===`),
/// as in `Push.BooleanObservable`. An observer that subscribes or unsubscribes while a value is
/// being delivered does not change who receives that value.
class Subject<Element>: Push.ObservableType, Push.ObserverType {
  // TODO: the observers.

  /// Makes a subject with no observers.
  init() {}

  /// Starts pushing every value to `observer`; ignored if it is already subscribed.
  func subscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Element {
    // TODO
  }

  /// Stops pushing values to this very observer; harmless if it is not subscribed.
  func unsubscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Element {
    // TODO
  }

  /// Pushes `value` to every observer subscribed at this moment.
  func notify(_ value: Element) {
    // TODO
  }
}

/// `Push.BooleanObservable` again, as a `Subject<Bool>` that only adds `isFine`.
final class BooleanSubject: Subject<Bool> {
  /// The state. Every assignment pushes the new value, even when it is the same as before.
  var isFine: Bool {
    didSet {
      // TODO
    }
  }

  /// Makes a subject whose state starts as `isFine`; nobody receives the initial value.
  init(isFine: Bool = true) {
    self.isFine = isFine
    super.init()
  }
}
