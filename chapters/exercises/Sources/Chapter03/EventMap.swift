// Chapter 3, exercise 6: map an event.
// Check: swift test --package-path chapters/exercises --filter Chapter03Tests.EventMapTests
// Hint:  chapters/exercises/hint 3 6

import Step3_Events

extension Event {
  /// The same event with its element transformed, as RxSwift's `Event.map`: `next(x)` becomes
  /// `next(transform(x))`; `error` and `completed` pass through unchanged; and if `transform`
  /// throws, `next` becomes `error` with the error it threw.
  func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    // TODO: the placeholder below only lets the starter compile.
    .error(NotDoneYet())
  }
}

/// The placeholder error of the starter: delete it when `map` no longer needs it.
struct NotDoneYet: Error {}
