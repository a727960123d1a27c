// Chapter 7, exercise 4: Completable.concat, with andThen only.
// Check: swift test --package-path chapters/exercises --filter Chapter07Tests.ConcatTests
// Hint:  chapters/exercises/hint 7 4

import Step4_Sink
import Step7_Traits

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The completables one after another: each is subscribed only once the one before it has
  /// completed; the first error ends it all, and the rest are never subscribed. Written with
  /// `andThen` alone.
  static func concat(_ completables: Completable...) -> Completable {
    // TODO: the placeholder below never finishes.
    Completable.never()
  }
}
