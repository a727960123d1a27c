import Step4_Sink
import Step7_Traits

// What the traits deliver compares as RxTest compares it, errors included (see `sameError`), so
// that a test writes `#expect(events == [.success(1)])` where RxSwift's writes
// `XCTAssertEqual(events, [.success(1)])`.

extension MaybeEvent: Equatable where Element: Equatable {
  /// The same case, with equal elements or the same error.
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.error(let left), .error(let right)): sameError(left, right)
    case (.completed, .completed): true
    default: false
    }
  }
}

extension CompletableEvent: Equatable {
  /// The same case, with the same error.
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.error(let left), .error(let right)): sameError(left, right)
    case (.completed, .completed): true
    default: false
    }
  }
}

/// Two outcomes of a `Single` are equal when both succeed with equal elements or both fail with
/// the same error. (`SingleEvent` is `Result<Element, any Error>`, which cannot be `Equatable`.)
public func == <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
  switch (lhs, rhs) {
  case (.success(let left), .success(let right)): left == right
  case (.failure(let left), .failure(let right)): sameError(left, right)
  default: false
  }
}

/// Two outcomes of a `Single` that differ.
public func != <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
  !(lhs == rhs)
}

/// Two lists of a `Single`'s outcomes are equal when they are equal one by one.
public func == <Element: Equatable>(lhs: [SingleEvent<Element>], rhs: [SingleEvent<Element>]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
}

/// Two lists of a `Single`'s outcomes that differ.
public func != <Element: Equatable>(lhs: [SingleEvent<Element>], rhs: [SingleEvent<Element>]) -> Bool {
  !(lhs == rhs)
}
