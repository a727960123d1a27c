import Step4_Sink
@_spi(RawTraits) import Step7_Traits

extension ObservableType {
  /// Collects every element and, when the source completes, succeeds with them all in an array.
  public func toArray() -> Single<[Element]> {
    PrimitiveSequence.raw(ToArray(source: asObservable()))
  }
}

/// One subscription of `toArray`: the list it grows belongs to this subscriber alone.
final private class ToArraySink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceType] {
  private var list: [SourceType] = []  // events arrive one at a time: no lock

  func on(_ event: Event<SourceType>) {
    switch event {
    case .next(let value):
      list.append(value)
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.next(list))
      forwardOn(.completed)
      dispose()
    }
  }
}

/// The `toArray` sequence.
final private class ToArray<SourceType>: Producer<[SourceType]> {
  private let source: Observable<SourceType>

  init(source: Observable<SourceType>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == [SourceType] {
    let sink = ToArraySink<SourceType, Observer>(observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
