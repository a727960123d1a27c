// snippet: producer
/// The base class of the fast core's operators. Unlike the lesson core's, it makes no
/// `SinkDisposer`: `run` returns the sink, which is its own disposable and holds the
/// subscription upstream itself.
open class Producer<Element>: Observable<Element> {
  /// Runs the subclass. If the subscription is already over when `run` returns (a synchronous
  /// source that completed), there is nothing left to dispose and nothing is kept; otherwise the
  /// caller gets a ``SubscriptionDisposer``, which lets go of the sink once disposed, or once the
  /// sink, at its own end, lets go of it.
  @inlinable
  open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = run(observer.asObserverObject())
    if sink.isDisposed {
      return Disposables.create()
    }
    let disposer = SubscriptionDisposer(sink)
    sink.setDisposer(disposer)
    return disposer
  }

  /// The sink itself, for an operator that holds it as its upstream and lets go of it once
  /// disposed: no ``SubscriptionDisposer`` is needed between two links.
  @inlinable
  open override func subscribeAsUpstream(_ observer: ObserverObject<Element>) -> (
    any Disposable & AnyObject
  )? {
    run(observer)
  }

  /// Makes this sequence's sink for `observer`, starts it, and returns it. Subclasses must
  /// override this.
  open func run(_ observer: ObserverObject<Element>) -> any SinkType {
    rxAbstractMethod()
  }
}
// snippet: end
