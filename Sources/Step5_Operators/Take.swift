import Step4_Sink

// snippet: take
extension ObservableType {
  /// The first `count` elements, then `completed`; the source is disposed as soon as the
  /// last one has gone through. `take(0)` completes at once without subscribing to the
  /// source.
  ///
  /// A negative `count` is a programming error and traps, as in RxSwift.
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take(_:) needs a count of zero or more")
    if count == 0 {
      return Observable.empty()
    }
    return TakeCount(source: asObservable(), count: count)
  }
}
// snippet: end

// snippet: take-sink
/// One subscription's worth of `take`: counts down, and ends the subscription at zero.
final private class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  // Events arrive one at a time (the Rx contract), so a plain counter is enough.
  private var remaining: Int

  init(count: Int, observer: Observer, cancel: any Cancelable) {
    self.remaining = count
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      guard remaining > 0 else { return }
      remaining -= 1
      forwardOn(event)
      if remaining == 0 {
        forwardOn(.completed)
        dispose()  // disposes the source: nothing more is wanted from it
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
// snippet: end

/// The `take` sequence for a count above zero.
final private class TakeCount<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TakeCountSink(count: count, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
