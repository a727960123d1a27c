import Step4_Sink

extension RxPrototype {
  /// The base of the first link of a chain (`JustSource`, `CreateSource`,
  /// `PublishSubjectSubscription`): it produces events for the link below and has no link above.
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

    /// Releases what the source holds upstream, then lets go of the link below; only the first
    /// call acts.
    final func dispose() {
      guard !isDisposed else { return }
      isDisposed = true
      releaseUpstream()
      log("disposed")
      observer = nil
    }

    /// What this source gives back when it is disposed, besides its observer; nothing by default.
    func releaseUpstream() {}
  }
}
