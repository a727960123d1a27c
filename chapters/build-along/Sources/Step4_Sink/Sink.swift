/// The per-subscription worker behind a `Producer`: it forwards events to the observer
/// downstream and, when the subscription ends, disposes `cancel` (the `SinkDisposer`).
///
/// Every operator's sink subclasses it and adds only what that operator does with events.
///
/// The lines under `#if DEBUG` are given: RxSwift's debug builds warn when `forwardOn` is
/// entered again before it returned (chapter 4's aside on the lines under `#if DEBUG`).
open class Sink<Observer: ObserverType>: Disposable {
  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  /// Makes a sink that forwards to `observer` and disposes `cancel` when it is disposed.
  public init(observer: Observer, cancel: any Cancelable) {
    // TODO: chapter 4, "Producer: subscribe, written once"
  }

  /// Passes `event` downstream, unless this sink has been disposed.
  public final func forwardOn(_ event: Event<Observer.Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    // TODO: chapter 4, "Producer: subscribe, written once"
  }

  /// Whether this sink has been disposed.
  public final var isDisposed: Bool {
    // TODO: chapter 4, "Producer: subscribe, written once"
    false
  }

  /// Stops forwarding and disposes the whole subscription through `cancel`.
  open func dispose() {
    // TODO: chapter 4, "Producer: subscribe, written once"
  }
}
