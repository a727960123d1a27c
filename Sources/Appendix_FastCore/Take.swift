extension ObservableType {
  /// The first `count` elements, then `completed`; the source is disposed as soon as the last
  /// one has gone through. `take(0)` completes at once without subscribing to the source.
  ///
  /// A negative `count` is a programming error and traps, as in RxSwift.
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take(_:) needs a count of zero or more")
    if count == 0 {
      return Observable.empty()
    }
    return TakeCount(source: asObservable(), count: count, sinkType: TakeCountSink.self)
  }
}

/// The `take` sequence for a count above zero.
@usableFromInline
final class TakeCount<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let count: Int
  // The sink's class, made by the caller's specialised code, as in `Filter`.
  private let sinkType: TakeCountSink<Element>.Type

  @usableFromInline
  init(source: Observable<Element>, count: Int, sinkType: TakeCountSink<Element>.Type) {
    self.source = source
    self.count = count
    self.sinkType = sinkType
  }

  override func run(_ observer: ObserverObject<Element>) -> any SinkType {
    let sink = sinkType.init(count: count, observer: observer)
    sink.setUpstream(source.subscribeAsUpstream(sink))
    return sink
  }
}

/// One subscription's worth of `take`: counts down, and ends the subscription at zero.
@usableFromInline
final class TakeCountSink<Element>: Sink<Element, Element> {
  // Events arrive one at a time (the Rx contract), so a plain counter is enough.
  private var remaining: Int

  init(count: Int, observer: ObserverObject<Element>) {
    self.remaining = count
    super.init(observer: observer)
  }

  override func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      onNext(element)
    case .error(let error):
      forwardError(error)
    case .completed:
      forwardCompleted()
    }
  }

  override func onNext(_ element: Element) {
    guard remaining > 0 else { return }
    remaining -= 1
    forwardNext(element)
    if remaining == 0 {
      forwardCompleted()  // disposes the source: nothing more is wanted from it
    }
  }

  override func onCompleted() {
    forwardCompleted()
  }
}
