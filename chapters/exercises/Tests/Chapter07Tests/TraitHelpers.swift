import RxTestSupport
import Step4_Sink
import Step7_Traits

extension ManualSource {
  /// Ends every current subscription with `element`, the way a `Single` succeeds: `next`, then
  /// `completed`.
  func succeed(_ element: Element) {
    send(.next(element))
    send(.completed)
  }
}

extension ManualSource where Element == Never {
  /// The source as a `Completable` a test finishes by hand, with `send(.completed)` or
  /// `send(.error(…))`.
  var completable: Completable {
    observable.asCompletable()
  }
}

/// Records what a trait's `subscribe` delivers, as descriptions: `success(1)`, `failure(TestError)`,
/// `completed`, `error(TestError)`.
final class OutcomeLog {
  private(set) var outcomes: [String] = []

  func record(_ outcome: String) {
    outcomes.append(outcome)
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Subscribes, and records each result in `log`.
  func subscribe(into log: OutcomeLog) -> any Disposable {
    primitiveSequence.subscribe { result in
      switch result {
      case .success(let element): log.record("success(\(element))")
      case .failure(let error): log.record("failure(\(error))")
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Subscribes, and records each outcome in `log`.
  func subscribe(into log: OutcomeLog) -> any Disposable {
    primitiveSequence.subscribe { (event: MaybeEvent<Element>) in log.record(event.description) }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes, and records each outcome in `log`.
  func subscribe(into log: OutcomeLog) -> any Disposable {
    primitiveSequence.subscribe { (event: CompletableEvent) in log.record(event.description) }
  }
}
