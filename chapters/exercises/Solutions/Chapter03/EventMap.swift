// Chapter 3, exercise 6: map an event. A reference solution.

import Step3_Events

extension Event {
  /// The same event with its element transformed, as RxSwift's `Event.map`: `next(x)` becomes
  /// `next(transform(x))`; `error` and `completed` pass through unchanged; and if `transform`
  /// throws, `next` becomes `error` with the error it threw.
  func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    // Each case has to be rebuilt: `Event<Element>.completed` and `Event<Result>.completed` are
    // different types, so even the cases without an element cannot be passed on as they are.
    switch self {
    case .next(let element):
      do {
        return .next(try transform(element))
      } catch {
        return .error(error)
      }
    case .error(let error):
      return .error(error)
    case .completed:
      return .completed
    }
  }
}
