import Step4_Sink

extension ObservableType {
  /// This sequence as a ``Maybe``: its one element, or just `completed` if it completes
  /// empty, or `RxError.moreThanOneElement` as soon as a second element arrives.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: AsMaybe(source: asObservable()))
  }
}

/// `AsSingleSink` with one difference: completing empty is a valid outcome of a ``Maybe``.
final private class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  // Events arrive one at a time (the Rx contract), so a plain variable is enough.
  private var element: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if self.element != nil {
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
      }
      forwardOn(.completed)
      dispose()
    }
  }
}

/// The `asMaybe` sequence: an `AsMaybeSink` per subscription.
final private class AsMaybe<Element>: Producer<Element> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = AsMaybeSink(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
