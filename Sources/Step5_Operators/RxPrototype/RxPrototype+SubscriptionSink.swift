import Step4_Sink

// snippet: subscription-sink
extension RxPrototype {
  /// The last link of every chain, and the disposable `subscribe(on:)` returns. It calls
  /// the handler, takes the whole chain down on the first stop event, and from then on
  /// holds nothing.
  final class SubscriptionSink<Element>: TracedObject, Observer, Disposable {
    private var source: (any Disposable)?
    private var handler: ((Event<Element>) -> Void)?
    private var isDisposed = false

    init(_ handler: @escaping (Event<Element>) -> Void) {
      self.handler = handler
      super.init()
    }

    func attach(source: any Disposable) {
      if isDisposed {
        source.dispose()
      } else {
        self.source = source
      }
    }

    func on(_ event: Event<Element>) {
      log("on event \(event)")
      guard let handler else { return }  // disposed: the event reaches nothing
      handler(event)
      if event.isStopEvent {
        dispose()
      }
    }

    func dispose() {
      guard !isDisposed else { return }
      isDisposed = true
      // first: what the chain above sends while it comes down reaches nothing
      handler = nil
      source?.dispose()  // the chain above goes next, from its top link down
      log("disposed")
      source = nil  // may free the link above
    }
  }
}
// snippet: end
