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

/// The sequence behind `of` and `from`: its sink walks the whole sequence inside `run`, so the
/// sequence must be finite.
final private class ObservableSequence<Source: Sequence>: Producer<Source.Element> {
  private let elements: Source

  init(elements: Source) {
    self.elements = elements
  }

  override func run(_ observer: ObserverObject<Source.Element>) -> any SinkType {
    // A plain `Sink` is enough: it forwards, and is never subscribed to anything.
    let sink = Sink<Source.Element, Source.Element>(observer: observer)
    for element in elements {
      sink.forwardNext(element)
    }
    sink.forwardCompleted()
    return sink
  }
}
