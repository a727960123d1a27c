// Chapter 6, exercise 5: relays.
// Check: swift test --package-path chapters/exercises --filter Chapter06Tests.RelaysTests
// Hint:  chapters/exercises/hint 6 5

import Step4_Sink
import Step6_Subjects

/// RxRelay's `PublishRelay`: a `PublishSubject` that can be handed elements and nothing else. Its
/// subscribers hear each accepted element, in the order they subscribed. It has no `on`, so nobody
/// can send it a stop event or dispose it: it ends only when it is released.
final class PublishRelay<Element>: ObservableType {
  private let subject = PublishSubject<Element>()

  /// Sends `element` to every current subscriber.
  func accept(_ element: Element) {
    // TODO
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // TODO: the placeholder below subscribes nothing.
    Disposables.create()
  }

  func asObservable() -> Observable<Element> {
    // TODO: the placeholder below sends nothing, ever.
    Observable.create { _ in Disposables.create() }
  }
}

/// RxRelay's `BehaviorRelay`: a `BehaviorSubject` that can be handed elements and nothing else. A
/// new subscriber hears the current value at once, then every accepted element; `value` is the
/// current value, and since nobody can stop or dispose the subject inside, reading it never throws.
final class BehaviorRelay<Element>: ObservableType {
  private let subject: BehaviorSubject<Element>
  private let initialValue: Element

  /// Makes a relay whose current value is `value`.
  init(value: Element) {
    self.subject = BehaviorSubject(value: value)
    self.initialValue = value
  }

  /// The current value: the latest element accepted, or the initial value.
  var value: Element {
    // TODO: the placeholder below never changes.
    initialValue
  }

  /// Makes `element` the current value and sends it to every current subscriber.
  func accept(_ element: Element) {
    // TODO
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // TODO: the placeholder below subscribes nothing.
    Disposables.create()
  }

  func asObservable() -> Observable<Element> {
    // TODO: the placeholder below sends nothing, ever.
    Observable.create { _ in Disposables.create() }
  }
}
