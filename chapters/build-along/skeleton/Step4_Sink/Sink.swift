/// The per-subscription worker behind a `Producer`: it forwards events to the observer
/// downstream and, when the subscription ends, disposes `cancel` (the `SinkDisposer`).
///
/// Every operator's sink subclasses it and adds only what that operator does with events.
open class Sink<Observer: ObserverType>: Disposable {
  /// Makes a sink that forwards to `observer` and disposes `cancel` when it is disposed.
  public init(observer: Observer, cancel: any Cancelable) {
    // TODO: chapter 4, "Producer: subscribe, written once"
  }

  /// Passes `event` downstream, unless this sink has been disposed.
  public final func forwardOn(_ event: Event<Observer.Element>) {
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
