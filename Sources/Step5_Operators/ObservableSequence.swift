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
/// Sends one element per turn of the trampoline: each step sends the next element and
/// queues the step after it. Other sources subscribed meanwhile take their turns in
/// between, and a sink disposed downstream (by `take`, say) stops the walk, even of an
/// endless sequence.
final private class ObservableSequenceSink<Source: Sequence, Observer: ObserverType>:
  Sink<Observer>
where Source.Element == Observer.Element {
  // advanced by one step at a time, on the subscribing thread
  private var iterator: Source.Iterator

  init(elements: Source, observer: Observer, cancel: any Cancelable) {
    iterator = elements.makeIterator()
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    CurrentThreadScheduler.instance.schedule(()) { _ in
      self.step()
      return Disposables.create()
    }
  }

  private func step() {
    if isDisposed { return }
    guard let element = iterator.next() else {
      forwardOn(.completed)
      dispose()
      return
    }
    forwardOn(.next(element))
    // Queued, not called: the trampoline runs it after the work already waiting, and the
    // stack stays flat however long the sequence is.
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      self.step()
      return Disposables.create()
    }
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
    let sink = ObservableSequenceSink<Source, Observer>(
      elements: elements, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
