// Chapter 5, exercise 3: predict the counts of a longer chain. A reference solution.

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
  /// Objects created by the `subscribe(onNext:)` line: a `SinkDisposer` and a sink for each of
  /// `take`, `filter`, `map` and `of` (`of` is a real `Producer` with a sink that walks the
  /// array), the `AnonymousObserver` that `subscribe(onNext:)` wraps around the closure, and the
  /// `BinaryDisposable` it returns: 4 × 2 + 2.
  static let created = 10
  /// Objects still alive once `subscribe` has returned: the `BinaryDisposable` you hold, and
  /// `take`'s `SinkDisposer` inside it, disposed and holding nothing. Every other disposer was let
  /// go by the one above it.
  static let aliveAfterSubscribe = 2
  /// How many times `map`'s transform ran: 2. `take(1)` has its element at the second one (4)
  /// and disposes its `SinkDisposer`, which by then holds its sink: `of` sends one element per
  /// turn of the trampoline, after `run` has returned, so the dispose reaches `of`'s sink and its
  /// third step finds it disposed (exercise 2).
  static let transformCalls = 2
}
