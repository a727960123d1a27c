import Step4_Sink

extension ObservableType {
  /// Sends `elements`, in order, to each new subscriber, then this sequence's events.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    StartWith(source: asObservable(), elements: elements)
  }
}

/// The `startWith` sequence. It needs no sink of its own: `run` sends the elements straight to
/// the observer, which has not been handed to anything else yet, then subscribes it to the source.
final private class StartWith<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let elements: [Element]

  init(source: Observable<Element>, elements: [Element]) {
    self.source = source
    self.elements = elements
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    for element in elements {
      observer.on(.next(element))
    }
    return (sink: Disposables.create(), subscription: source.subscribe(observer))
  }
}
