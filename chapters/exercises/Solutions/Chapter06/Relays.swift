// Chapter 6, exercise 5: relays. A reference solution.

import Step4_Sink
import Step6_Subjects

/// RxRelay's `PublishRelay`: a `PublishSubject` that can be handed elements and nothing else. Its
/// subscribers hear each accepted element, in the order they subscribed. It has no `on`, so nobody
/// can send it a stop event or dispose it: it ends only when it is released.
final class PublishRelay<Element>: ObservableType {
  private let subject = PublishSubject<Element>()

  /// Sends `element` to every current subscriber.
  func accept(_ element: Element) {
    subject.onNext(element)
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  func asObservable() -> Observable<Element> {
    // The subject itself is an `Observable`; handing it out as one hides its `on` from callers
    // that stay within the type system (RxRelay does the same).
    subject.asObservable()
  }
}

/// RxRelay's `BehaviorRelay`: a `BehaviorSubject` that can be handed elements and nothing else. A
/// new subscriber hears the current value at once, then every accepted element; `value` is the
/// current value, and since nobody can stop or dispose the subject inside, reading it never throws.
final class BehaviorRelay<Element>: ObservableType {
  private let subject: BehaviorSubject<Element>

  /// Makes a relay whose current value is `value`.
  init(value: Element) {
    self.subject = BehaviorSubject(value: value)
  }

  /// The current value: the latest element accepted, or the initial value.
  var value: Element {
    // `value()` throws only after an error or `dispose()`, and nothing outside this class can
    // reach the subject to do either: the `try!` cannot fail. (RxRelay's is the same.)
    try! subject.value()
  }

  /// Makes `element` the current value and sends it to every current subscriber.
  func accept(_ element: Element) {
    subject.onNext(element)
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
