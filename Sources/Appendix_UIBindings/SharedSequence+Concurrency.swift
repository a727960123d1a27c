import Step4_Sink

extension SharedSequence {
  /// The elements as an `AsyncStream`, for `for await`; no error to throw, since the sequence
  /// cannot fail. Cancelling the loop's task disposes the subscription.
  @MainActor public var values: AsyncStream<Element> {
    AsyncStream { continuation in
      let disposable = self.asObservable()
        .subscribe(
          onNext: { value in
            // `yield` wants the element `sending`, which the checker cannot prove of an element
            // an Rx source may keep (see the concurrency appendix's `values`).
            nonisolated(unsafe) let element = value
            continuation.yield(element)
          },
          onCompleted: { continuation.finish() }
        )
      // Disposables are safe to call from any thread; the closure only needs to carry it.
      nonisolated(unsafe) let subscription = disposable
      continuation.onTermination = { @Sendable termination in
        if termination == .cancelled {
          subscription.dispose()
        }
      }
    }
  }
}
