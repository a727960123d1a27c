// Chapter 5, exercise 3: predict the counts of a longer chain.
// Check: swift test --package-path chapters/exercises --filter Chapter05Tests.ChainCountTests
// Hint:  chapters/exercises/hint 5 3

/// Your predictions for one subscription of this chain, which the tests build and count:
///
/// ```text
/// let chain = Observable.of(1, 2, 3).map { $0 * 2 }.filter { $0 > 2 }.take(1)
/// // counting starts here: the chain already exists
/// let subscription = chain.subscribe(onNext: { _ in })
/// // how many objects did that line create, and how many are alive now, with `subscription`
/// // still held? And how many times did map's transform run?
/// ```
///
/// Count the objects of the core, the ones whose `init` calls `Resources.incrementTotal(self)`.
enum ChainPrediction {
  // TODO: replace each 0 by your prediction, before you run the tests.
  /// Objects created by the `subscribe(onNext:)` line.
  static let created = 0
  /// Objects still alive once `subscribe` has returned, while `subscription` is held.
  static let aliveAfterSubscribe = 0
  /// How many times `map`'s transform ran during that one subscription.
  static let transformCalls = 0
}
