import Step4_Sink

// snippet: observable-sink
extension RxPrototype {
  /// The base of the links in the middle of a chain (`FilterSink`, `MapSink`). It
  /// receives `Input` events from the link above and forwards `Output` events to the link
  /// below; it holds both neighbours, the source to take down and the observer to forward
  /// to, and `dispose()` lets go of both.
  class ObservableSink<Input, Output>: TracedObject, Observer, Disposable {
    private var source: (any Disposable)?
    private var observer: (any Observer<Output>)?
    private var isDisposed = false

    init(observer: any Observer<Output>) {
      self.observer = observer
      super.init()
    }

    final func attach(source: any Disposable) {
      if isDisposed {
        source.dispose()
      } else {
        self.source = source
      }
    }

    final func on(_ event: Event<Input>) {
      log("on event \(event)")
      handle(event)
    }

    /// What this link does with an event. Subclasses must override it.
    func handle(_ event: Event<Input>) {
      fatalError("Abstract method: a subclass must override this")
    }

    /// Passes `event` to the link below, unless this link has been disposed.
    final func forward(_ event: Event<Output>) {
      guard let observer else { return }
      log("forwarding event \(event)")
      observer.on(event)
    }

    /// Forgets the observer, takes the chain above down, then lets go of it; only the
    /// first call acts. The observer goes first, so that an event sent while the chain
    /// above comes down reaches nothing below.
    final func dispose() {
      guard !isDisposed else { return }
      isDisposed = true
      observer = nil
      source?.dispose()
      log("disposed")
      source = nil
    }
  }
}
// snippet: end
