// Chapter 7, exercise 4: Completable.concat, with andThen only. A reference solution.

import Step4_Sink
import Step7_Traits

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The completables one after another: each is subscribed only once the one before it has
  /// completed; the first error ends it all, and the rest are never subscribed. Written with
  /// `andThen` alone.
  static func concat(_ completables: Completable...) -> Completable {
    // Each `andThen` wraps the chain so far in a new `ConcatCompletable`: four completables make
    // four levels, the innermost around `empty()`. An empty list is `empty()` itself, which
    // completes at once: the only sensible answer.
    completables.reduce(Completable.empty()) { chain, next in chain.andThen(next) }
  }
}
