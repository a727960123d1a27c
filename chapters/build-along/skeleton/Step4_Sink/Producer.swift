/// The base class of almost every sequence: `subscribe` is written once, here, and each
/// subclass only says how to `run` — which sink to make and what to subscribe it to.
open class Producer<Element>: Observable<Element> {
  /// Makes the `SinkDisposer` the caller gets back, runs the subclass, then hands the
  /// disposer the sink and the subscription that `run` returned.
  open override func subscribe<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable
  where Observer.Element == Element {
    // TODO: chapter 4, "Producer: subscribe, written once"
    Placeholder()
  }

  /// Creates this sequence's sink for `observer` and starts it. `cancel` is what the sink
  /// disposes when the sequence ends. Subclasses must override this.
  open func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    // TODO: chapter 4, "Producer: subscribe, written once"
    (sink: Placeholder(), subscription: Placeholder())
  }
}
