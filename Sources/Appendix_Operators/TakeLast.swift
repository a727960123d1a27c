import Appendix_Schedulers
import Step4_Sink

extension ObservableType {
  /// The last `count` elements of the source, all sent when it completes, then `completed`.
  /// Until then it holds up to `count` elements in a ring buffer. A negative `count` traps, as in
  /// RxSwift.
  public func takeLast(_ count: Int) -> Observable<Element> {
    TakeLast(source: asObservable(), count: count)
  }
}

// snippet: take-last-sink
/// One subscription of `takeLast`: a window of the latest `count` elements, in a ring buffer so
/// that dropping the oldest moves nothing.
final private class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let count: Int
  private var elements: Queue<Observer.Element>  // events arrive one at a time: no lock

  init(count: Int, observer: Observer, cancel: any Cancelable) {
    self.count = count
    self.elements = Queue(capacity: count + 1)
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      elements.enqueue(value)
      if elements.count > count {
        _ = elements.dequeue()
      }
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      while let element = elements.dequeue() {
        forwardOn(.next(element))
      }
      forwardOn(.completed)
      dispose()
    }
  }
}
// snippet: end

/// The `takeLast` sequence.
final private class TakeLast<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    precondition(count >= 0, "takeLast(_:) needs a count of zero or more")
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
