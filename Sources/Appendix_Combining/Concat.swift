import Step4_Sink

extension ObservableType {
  /// This sequence's elements, then, once it has completed, those of `second`.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// The elements of each sequence of `sequence`, one sequence after another. The sequence is
  /// read anew on each subscription, one source at a time, so it may be endless.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    Concat(sources: sequence, count: nil)
  }

  /// The elements of each sequence of `collection`, one sequence after another.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    Concat(sources: collection, count: collection.count)
  }

  /// The elements of each of `sources`, one sequence after another.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    Concat(sources: sources, count: sources.count)
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

  /// A `concat` met as the next sequence is walked here, whatever kind of list it was made of.
  override func extract(_ source: Observable<Observer.Element>) -> SequenceGenerator? {
    (source as? Concat<Observer.Element>)?.makeGenerator()
  }
}

/// The static `concat` sequence. It keeps the caller's sequence, not a copy, and starts a new
/// walk of it for each subscription.
final private class Concat<Element>: Producer<Element> {
  private let makeIterator: () -> AnyIterator<Observable<Element>>
  private let count: Int?

  init<Sources: Sequence>(sources: Sources, count: Int?) where Sources.Element == Observable<Element> {
    makeIterator = { AnyIterator(sources.makeIterator()) }
    self.count = count
  }

  /// A fresh iterator over the sources, with how many there are if the collection said so.
  func makeGenerator() -> (iterator: AnyIterator<Observable<Element>>, remaining: Int?) {
    (makeIterator(), count)
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = ConcatSink(observer: observer, cancel: cancel)
    let subscription = sink.run(makeGenerator())
    return (sink: sink, subscription: subscription)
  }
}
