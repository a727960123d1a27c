import Step4_Sink

extension ObservableType {
  /// Each element with its index, counted from 0 for each subscriber.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    Enumerated(source: asObservable())
  }
}

/// One subscription of `enumerated`: the index counts this subscriber's elements.
final private class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (index: Int, element: Element) {
  private var index = 0  // events arrive one at a time: no lock

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      // RxSwift reports an overflow rather than trap after `Int.max` elements.
      guard index < Int.max else {
        forwardOn(.error(RxError.overflow))
        dispose()
        return
      }
      let next = (index: index, element: value)
      index += 1
      forwardOn(.next(next))
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.completed)
      dispose()
    }
  }
}

/// The `enumerated` sequence.
final private class Enumerated<Element>: Producer<(index: Int, element: Element)> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == (index: Int, element: Element) {
    let sink = EnumeratedSink<Element, Observer>(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
