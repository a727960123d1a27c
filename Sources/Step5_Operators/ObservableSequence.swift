import Step4_Sink

extension ObservableType {
  /// A sequence of the given elements, in order, then `completed`.
  public static func of(_ elements: Element...) -> Observable<Element> {
    ObservableSequence(elements: elements)
  }

  /// A sequence of the elements of any Swift `Sequence`, in order, then `completed`.
  public static func from<Source: Sequence>(_ elements: Source) -> Observable<Element>
  where Source.Element == Element {
    ObservableSequence(elements: elements)
  }
}

// snippet: observable-sequence-sink
/// Walks the whole sequence inside `run`, before `subscribe` returns. Nothing downstream can stop
/// the walk early (no one holds this sink's disposer yet), so the sequence must be finite;
/// chapter 5 explains how RxSwift's schedulers lift that limit.
final private class ObservableSequenceSink<Source: Sequence, Observer: ObserverType>: Sink<Observer>
where Source.Element == Observer.Element {
  func run(_ elements: Source) -> any Disposable {
    for element in elements {
      forwardOn(.next(element))
    }
    forwardOn(.completed)
    dispose()
    return Disposables.create()
  }
}
// snippet: end

/// The sequence behind `of` and `from`.
final private class ObservableSequence<Source: Sequence>: Producer<Source.Element> {
  private let elements: Source

  init(elements: Source) {
    self.elements = elements
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Source.Element {
    let sink = ObservableSequenceSink<Source, Observer>(observer: observer, cancel: cancel)
    let subscription = sink.run(elements)
    return (sink: sink, subscription: subscription)
  }
}
