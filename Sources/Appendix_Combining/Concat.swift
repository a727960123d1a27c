import Step4_Sink

extension ObservableType {
  /// This sequence's elements, then, once it has completed, those of `second`.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// The elements of each sequence of `sequence`, one sequence after another.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    Concat(sources: Array(sequence))
  }

  /// The elements of each sequence of `collection`, one sequence after another.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    Concat(sources: Array(collection))
  }

  /// The elements of each of `sources`, one sequence after another.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    Concat(sources: sources)
  }
}

/// One subscription of `concat`: a completion moves on to the next sequence instead of going
/// downstream; an error ends everything.
final private class ConcatSink<Observer: ObserverType>: TailRecursiveSink<Observer>, ObserverType {
  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      scheduleMoveNext()
    }
  }

  override func subscribeToNext(_ source: Observable<Observer.Element>) -> any Disposable {
    source.subscribe(self)
  }
}

/// The static `concat` sequence.
final private class Concat<Element>: Producer<Element> {
  private let sources: [Observable<Element>]

  init(sources: [Observable<Element>]) {
    self.sources = sources
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = ConcatSink(sources: AnyIterator(sources.makeIterator()), observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
