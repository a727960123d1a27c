// snippet: sink
/// The per-subscription worker behind a ``Producer``: it forwards events to the observer
/// downstream and, when the subscription ends, disposes `cancel` (the `SinkDisposer`).
///
/// Every operator's sink subclasses it and adds only what that operator does with events.
open class Sink<Observer: ObserverType>: Disposable {
  private let observer: Observer
  private let cancel: any Cancelable
  private let disposed = AtomicInt(0)

  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  /// Makes a sink that forwards to `observer` and disposes `cancel` when it is disposed.
  public init(observer: Observer, cancel: any Cancelable) {
    self.observer = observer
    self.cancel = cancel
    Resources.incrementTotal(self)
  }

  /// Passes `event` downstream, unless this sink has been disposed.
  public final func forwardOn(_ event: Event<Observer.Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    if disposed.isFlagSet(1) {
      return
    }
    observer.on(event)
  }

  /// Whether this sink has been disposed.
  public final var isDisposed: Bool {
    disposed.isFlagSet(1)
  }

  /// Stops forwarding and disposes the whole subscription through `cancel`.
  open func dispose() {
    disposed.fetchOr(1)
    cancel.dispose()
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end
