import RxTestSupport
import Step4_Sink
import Step7_Traits

/// A `ManualSource` of nothing is a `Completable` a test finishes by hand: `complete()` and
/// `fail(_:)` finish every current subscription. Its `rawObservable` is a source that, unlike
/// those made with `create`, does not dispose itself on completion: whoever subscribed must.
extension ManualSource where Element == Never {
  /// The source as a `Completable`, made with `create` (it disposes itself when it finishes).
  var completable: Completable { observable.asCompletable() }

  /// Sends `completed` to every current subscriber.
  func complete() {
    send(.completed)
  }

  /// Sends `error` to every current subscriber.
  func fail(_ error: any Error) {
    send(.error(error))
  }
}

extension LockedList<String> {
  /// Runs `body` with `Hooks.contractViolation` appending each message to this list instead of
  /// stopping the test.
  func captureViolations<R>(_ body: () throws -> R) rethrows -> R {
    try Hooks.$contractViolation.withValue({ [self] message in append(message) }, operation: body)
  }
}

/// `success(1)` or `failure(TestError)`, like `Event`'s descriptions.
func describe<Element>(_ event: SingleEvent<Element>) -> String {
  switch event {
  case .success(let element): "success(\(element))"
  case .failure(let error): "failure(\(error))"
  }
}
