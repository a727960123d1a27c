// Chapter 4, exercise 3: count the objects. A reference solution.

import Step4_Sink

/// Runs `body` with a fresh `Resources.Tally` installed, and returns that tally: how many counted
/// objects `body` created, and how many of them are still alive when it returns.
func countObjects(_ body: () -> Void) -> Resources.Tally {
  let tally = Resources.Tally()
  Resources.$tally.withValue(tally) { body() }
  return tally
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
  /// Objects created by the `subscribe(onNext:onDisposed:)` line: the `AnonymousDisposable` that
  /// runs `onDisposed`, the observer around the handlers, the `SinkDisposer`, the
  /// `AnonymousObservableSink`, and the `BinaryDisposable` that pairs the disposer with the
  /// `AnonymousDisposable`. (The `AnyObserver` handed to the closure is a struct.)
  static let created = 5
  /// Objects alive while the subscription runs (question 1): all five. The sink and the
  /// disposer hold each other, the create closure's `send` holds the sink, and you hold the pair.
  static let aliveWhileRunning = 5
  /// Objects alive after the source has completed and let go of its observer (question 2): the
  /// pair you hold, and the two halves it still points at, the `SinkDisposer` (disposed, holding
  /// nothing) and the `AnonymousDisposable` (disposed, its closure released). The sink went when
  /// `send` let go of it, and the observer with it.
  static let aliveAfterCompletion = 3
  /// Objects alive once you have let go of the subscription as well (question 3).
  static let aliveAtTheEnd = 0
}
