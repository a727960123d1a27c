import Step4_Sink
import Step7_Traits

// snippet: values
extension ObservableConvertibleType {
  /// The elements as an `AsyncThrowingStream`, buffered without bound. Reading it subscribes;
  /// cancelling the task that iterates it, or dropping it, disposes the subscription.
  public var values: AsyncThrowingStream<Element, any Error> {
    values(bufferingPolicy: .unbounded)
  }

  /// `values` with a bound on what waits for the consumer: `.bufferingNewest(n)` keeps the last
  /// `n` elements, `.bufferingOldest(n)` the first `n`; the rest are dropped. This package's own:
  /// RxSwift has only `values`, always unbounded.
  public func values(
    bufferingPolicy: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy
  ) -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream(bufferingPolicy: bufferingPolicy) { continuation in
      let subscription = SingleAssignmentDisposable()
      // The stream calls this when the consumer's task is cancelled or the stream is dropped.
      continuation.onTermination = { termination in
        if case .cancelled = termination {
          subscription.dispose()
        }
      }
      let finished = Once()  // the stop event and `onDisposed` may race on two threads
      subscription.setDisposable(
        asObservable().subscribe(
          onNext: { value in
            // The element moves from the producer's thread to the consumer's task. `yield` wants
            // it `sending`, which the checker cannot prove of an element an Rx source may keep.
            nonisolated(unsafe) let element = value
            continuation.yield(element)
          },
          onError: { error in
            if finished.claim() { continuation.finish(throwing: error) }
          },
          onCompleted: {
            if finished.claim() { continuation.finish() }
          },
          onDisposed: {
            // Disposed before any stop event: the consumer is told it was cancelled.
            if finished.claim() { continuation.finish(throwing: CancellationError()) }
          }))
    }
  }
}
// snippet: end
