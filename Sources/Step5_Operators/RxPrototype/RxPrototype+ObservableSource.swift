import Step4_Sink

extension RxPrototype {
  /// The base of the first link of a chain (`JustSource`, `CreateSource`,
  /// `PublishSubjectSubscription`): it produces events for the link below and has no link
  /// above.
  class ObservableSource<Element>: TracedObject, Disposable {
    private var observer: (any Observer<Element>)?
    private(set) var isDisposed = false

    init(observer: any Observer<Element>) {
      self.observer = observer
      super.init()
    }

    /// Passes `event` to the link below, unless this link has been disposed.
    final func forward(_ event: Event<Element>) {
      guard let observer else { return }
      log("forwarding event \(event)")
      observer.on(event)
    }

    /// Lets go of the link below, then releases what the source holds upstream; only the
    /// first call acts. In that order, an event sent while upstream is released reaches
    /// nothing.
    final func dispose() {
      guard !isDisposed else { return }
      isDisposed = true
      observer = nil
      releaseUpstream()
      log("disposed")
    }

    /// What this source gives back when it is disposed, besides its observer; nothing by
    /// default.
    func releaseUpstream() {}
  }
}
