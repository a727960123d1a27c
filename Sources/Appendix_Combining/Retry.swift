import Step4_Sink

extension ObservableType {
  /// On an error, subscribes to this sequence again, for as long as it fails. On a hot source
  /// that repeats nothing: subscribing again only waits for what the source sends next.
  public func retry() -> Observable<Element> {
    CatchSequence(sources: Swift.sequence(first: asObservable(), next: { $0 }))  // the source, endlessly
  }

  /// Subscribes to this sequence at most `maxAttemptCount` times in all, once more after each
  /// error; the error of the last attempt goes downstream. `retry(1)` does not retry at all.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    CatchSequence(sources: repeatElement(asObservable(), count: maxAttemptCount))
  }

  /// Subscribes to each sequence of `sequence` in turn, moving on after an error, until one
  /// completes; if all of them fail, the last error goes downstream. The sequence is read anew on
  /// each subscription, one source at a time.
  public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    CatchSequence(sources: sequence)
  }
}

// snippet: catch-sequence-sink
/// One subscription of `retry`: an error moves on to the next attempt, remembering the error in
/// case no attempt is left; a completion ends everything.
final private class CatchSequenceSink<Observer: ObserverType>: TailRecursiveSink<Observer>,
  ObserverType
{
  private var lastError: (any Error)?  // touched only while one attempt is subscribed, in turn

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .error(let error):
      lastError = error
      scheduleMoveNext()
    case .completed:
      forwardOn(event)
      dispose()
    }
  }

  override func subscribeToNext(_ source: Observable<Observer.Element>) -> any Disposable {
    source.subscribe(self)
  }

  /// A `retry` or `catch(sequence:)` met as the next attempt is walked here: `retry(1)` applied
  /// many times over is one walk.
  override func extract(_ source: Observable<Observer.Element>) -> SequenceGenerator? {
    (source as? CatchSequence<Observer.Element>)?.makeGenerator()
  }

  override func done() {
    if let lastError {
      forwardOn(.error(lastError))
    } else {
      forwardOn(.completed)
    }
    dispose()
  }
}
// snippet: end

/// The `retry` and static `catch(sequence:)` sequence; each subscription walks the attempts anew.
final private class CatchSequence<Element>: Producer<Element> {
  private let makeIterator: () -> AnyIterator<Observable<Element>>

  init<Sources: Sequence>(sources: Sources) where Sources.Element == Observable<Element> {
    makeIterator = { AnyIterator(sources.makeIterator()) }
  }

  /// A fresh iterator over the attempts; how many there are is not counted.
  func makeGenerator() -> (iterator: AnyIterator<Observable<Element>>, remaining: Int?) {
    (makeIterator(), nil)
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = CatchSequenceSink(observer: observer, cancel: cancel)
    let subscription = sink.run(makeGenerator())
    return (sink: sink, subscription: subscription)
  }
}
