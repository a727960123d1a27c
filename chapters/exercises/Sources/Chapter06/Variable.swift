// Chapter 6, exercise 5: Variable, the relays' ancestor.
// Check: swift test --package-path chapters/exercises --filter Chapter06Tests.VariableTests
// Hint:  chapters/exercises/hint 6 5

import Step4_Sink
import Step6_Subjects

/// RxSwift 4's `Variable`, which RxSwift 5 replaced by `BehaviorRelay`: a `BehaviorSubject` with
/// a settable `value` and nothing else. Setting `value` sends it to every subscriber; a new
/// subscriber hears the current value at once. Unlike a relay it does end: when the variable is
/// released, its subscribers hear `completed`.
final class Variable<Element> {
  private let subject: BehaviorSubject<Element>
  private var current: Element

  /// Makes a variable whose value is `value`.
  init(_ value: Element) {
    self.current = value
    self.subject = BehaviorSubject(value: value)
  }

  /// The current value; setting it sends the new value to every subscriber.
  var value: Element {
    get { current }
    set {
      // TODO: the placeholder below remembers the value and tells nobody.
      current = newValue
    }
  }

  /// The variable's values: the current one at once, then every one set after it.
  func asObservable() -> Observable<Element> {
    // TODO: the placeholder below sends nothing, ever.
    Observable.create { _ in Disposables.create() }
  }

  deinit {
    // TODO: a released variable tells its subscribers that it ended.
  }
}
