import Step4_Sink
import Step7_Traits

// snippet: trait-value
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Awaits the one element, or throws the error. Cancelling the awaiting task disposes the
  /// subscription and throws `CancellationError`.
  public var value: Element {
    get async throws {
      try await awaitOutcome { resume in
        subscribe(
          onSuccess: { resume(.success($0)) },
          onFailure: { resume(.failure($0)) },
          onDisposed: { resume(.failure(CancellationError())) })
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Awaits the element, `nil` if it completes empty, or throws the error; cancelling the
  /// awaiting task disposes the subscription and throws `CancellationError`.
  public var value: Element? {
    get async throws {
      try await awaitOutcome { resume in
        subscribe(
          onSuccess: { resume(.success($0)) },
          onError: { resume(.failure($0)) },
          onCompleted: { resume(.success(nil)) },
          onDisposed: { resume(.failure(CancellationError())) })
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Awaits the completion, or throws the error; cancelling the awaiting task disposes the
  /// subscription and throws `CancellationError`.
  public var value: Void {
    get async throws {
      try await awaitOutcome { resume in
        subscribe(
          onCompleted: { resume(.success(())) },
          onError: { resume(.failure($0)) },
          onDisposed: { resume(.failure(CancellationError())) })
      }
    }
  }
}
// snippet: end

// snippet: await-outcome
/// Subscribes with `subscribe`, which reports outcomes to `resume`, and awaits the first one.
/// The task's cancellation handler disposes the subscription, which reports `CancellationError`
/// through `onDisposed` unless an outcome came first; ``Once`` drops every later outcome.
func awaitOutcome<Value>(
  _ subscribe: (@escaping (Result<Value, any Error>) -> Void) -> any Disposable
) async throws -> Value {
  let subscription = SingleAssignmentDisposable()
  let outcome = try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Unchecked<Value>, any Error>) in
      let once = Once()
      subscription.setDisposable(
        subscribe { result in
          guard once.claim() else { return }
          // The value crosses from the source's thread to the awaiting task, once.
          continuation.resume(with: result.map { Unchecked(value: $0) })
        })
    }
  } onCancel: {
    // may run before `setDisposable`: the subscription is then disposed as it arrives
    subscription.dispose()
  }
  return outcome.value
}
// snippet: end
