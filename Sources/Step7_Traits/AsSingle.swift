import Step4_Sink

// snippet: as-single
extension ObservableType {
  /// This sequence as a ``Single``: its one element, or `RxError.noElements` if it
  /// completes empty, or `RxError.moreThanOneElement` as soon as a second element
  /// arrives.
  public func asSingle() -> Single<Element> {
    Single(raw: AsSingle(source: asObservable()))
  }
}
// snippet: end

// snippet: as-single-sink
/// Holds the element back until the source completes, because only then is it known to be
/// the only one.
final private class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  // Events arrive one at a time (the Rx contract), so a plain variable is enough.
  private var element: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if self.element != nil {
        // No need to wait for the end: the promise is already broken.
        forwardOn(.error(RxError.moreThanOneElement))
        dispose()
        return
      }
      self.element = element
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      if let element {
        forwardOn(.next(element))
        forwardOn(.completed)
      } else {
        forwardOn(.error(RxError.noElements))
      }
      dispose()
    }
  }
}
// snippet: end

/// The `asSingle` sequence: an `AsSingleSink` per subscription.
final private class AsSingle<Element>: Producer<Element> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = AsSingleSink(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
