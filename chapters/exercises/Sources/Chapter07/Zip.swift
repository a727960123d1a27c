// Chapter 7, exercise 5: two Singles at once.
// Check: swift test --package-path chapters/exercises --filter Chapter07Tests.ZipTests
// Hint:  chapters/exercises/hint 7 5

import Foundation
import Step4_Sink
import Step7_Traits

// `Element == Any`, as in RxSwift: `Single.zip(a, b)` names no element type for `Single`, and
// this constraint is what lets the compiler pick one. The result's type comes from `First` and
// `Second` alone.
extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
  /// RxSwift's `Single.zip(_:_:)`: subscribes to both at once, and succeeds with the pair of
  /// their elements once both have succeeded, whichever succeeds first. It fails as soon as either
  /// fails, and then disposes the other. The two may answer on different threads.
  static func zip<First, Second>(_ first: Single<First>, _ second: Single<Second>) -> Single<(First, Second)> {
    // TODO: the placeholder below never answers.
    Single.never()
  }
}
