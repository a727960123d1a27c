import Step4_Sink

extension ObservableType {
  /// The element at `index` (from 0), then `completed`, and the source is disposed. A source
  /// that completes before it gets there ends the sequence with `RxError.argumentOutOfRange`. A
  /// negative index traps, as in RxSwift.
  public func element(at index: Int) -> Observable<Element> {
    ElementAt(source: asObservable(), index: index)
  }
}

// snippet: element-at-sink
/// One subscription of `element(at:)`: counts down to the element it wants.
final private class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private var remaining: Int  // events arrive one at a time: no lock

  init(index: Int, observer: Observer, cancel: any Cancelable) {
    self.remaining = index
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if remaining == 0 {
        forwardOn(event)
        forwardOn(.completed)
        dispose()
      }
      // RxSwift counts on past zero, and reports an overflow rather than trap at the bottom.
      guard remaining > Int.min else {
        forwardOn(.error(RxError.overflow))
        dispose()
        return
      }
      remaining -= 1
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      forwardOn(.error(RxError.argumentOutOfRange))
      dispose()
    }
  }
}
// snippet: end

/// The `element(at:)` sequence.
final private class ElementAt<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let index: Int

  init(source: Observable<Element>, index: Int) {
    precondition(index >= 0, "element(at:) needs an index of zero or more")
    self.source = source
    self.index = index
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = ElementAtSink(index: index, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
