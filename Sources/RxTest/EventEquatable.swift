import Foundation
import Step4_Sink

// snippet: event-equatable
/// Events compare as RxTest compares them, so that `#expect(observer.events == [...])` works.
///
/// Two errors are equal when they bridge to the same `NSError` domain and code and print the
/// same. A test error type therefore needs no `Equatable` of its own, and two different values of
/// one error type that print alike count as equal, as they do in RxTest.
extension Event: Equatable where Element: Equatable {
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)):
      left == right
    case (.completed, .completed):
      true
    case (.error(let left), .error(let right)):
      sameError(left, right)
    default:
      false
    }
  }
}

/// RxTest's test for equal errors.
func sameError(_ left: any Error, _ right: any Error) -> Bool {
  let leftError = left as NSError
  let rightError = right as NSError
  return leftError.domain == rightError.domain && leftError.code == rightError.code
    && "\(left)" == "\(right)"
}
// snippet: end
