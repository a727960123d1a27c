// Chapter 4, exercise 3: count the objects.
// Check: swift test --package-path chapters/exercises --filter Chapter04Tests.ObjectCountTests
// Hint:  chapters/exercises/hint 4 3

import Step4_Sink

/// Runs `body` with a fresh `Resources.Tally` installed, and returns that tally: how many counted
/// objects `body` created, and how many of them are still alive when it returns.
func countObjects(_ body: () -> Void) -> Resources.Tally {
  // TODO: install a fresh tally around `body` (the placeholder below counts nothing).
  Resources.Tally()
}

/// Your predictions for this scene, which the tests play:
///
/// ```text
/// var send: AnyObserver<Int>?
/// let source = Observable<Int>.create { observer in
///   send = observer                          // the source sends later
///   return Disposables.create()
/// }
/// // counting starts here: `source` already exists
/// var subscription: (any Disposable)? = source.subscribe(onNext: { _ in }, onDisposed: {})
/// // 1. how many objects did that line create, and how many are alive now?
/// send?.onNext(1)
/// send?.onCompleted()
/// send = nil                                 // the source lets go of its observer
/// // 2. how many are alive now, while you still hold `subscription`?
/// subscription = nil
/// // 3. and now?
/// ```
///
/// Count the objects of the core, the ones whose `init` calls `Resources.incrementTotal(self)`.
enum Prediction {
  // TODO: replace each 0 by your prediction, before you run the tests.
  /// Objects created by the `subscribe(onNext:onDisposed:)` line.
  static let created = 0
  /// Objects alive while the subscription runs (question 1).
  static let aliveWhileRunning = 0
  /// Objects alive after the source has completed and let go of its observer (question 2).
  static let aliveAfterCompletion = 0
  /// Objects alive once you have let go of the subscription as well (question 3).
  static let aliveAtTheEnd = 0
}
