// snippet: producer
/// The base class of almost every sequence: `subscribe` is written once, here, and each
/// subclass only says how to `run` — which sink to make and what to subscribe it to.
open class Producer<Element>: Observable<Element> {
  /// Makes the `SinkDisposer` the caller gets back, runs the subclass, then hands the
  /// disposer the sink and the subscription that `run` returned. The outermost subscribe
  /// on a thread does this on the trampoline, so that work a source schedules while it is
  /// subscribed waits its turn.
  open override func subscribe<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable
  where Observer.Element == Element {
    if !CurrentThreadScheduler.isScheduleRequired {
      return subscribeNow(observer)
    }
    return CurrentThreadScheduler.instance.schedule(observer) { observer in
      self.subscribeNow(observer)
    }
  }

  private func subscribeNow<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable
  where Observer.Element == Element {
    let disposer = SinkDisposer()
    let sinkAndSubscription = run(observer, cancel: disposer)
    disposer.setSinkAndSubscription(
      sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
    return disposer
  }

  /// Creates this sequence's sink for `observer` and starts it. `cancel` is what the sink
  /// disposes when the sequence ends. Subclasses must override this.
  open func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    rxAbstractMethod()
  }
}
// snippet: end
