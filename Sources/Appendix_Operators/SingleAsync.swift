import Step4_Sink

extension ObservableType {
  /// The source's one element, sent as it arrives and followed by `completed` when the source
  /// completes; a second element ends the sequence with `RxError.moreThanOneElement` at once, and
  /// completing with none with `RxError.noElements`.
  public func single() -> Observable<Element> {
    SingleAsync(source: asObservable(), predicate: nil)
  }

  /// `single()` over the elements for which `predicate` is true; the others are dropped. A
  /// throwing predicate ends the sequence with its error.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SingleAsync(source: asObservable(), predicate: predicate)
  }
}

/// One subscription of `single()`: it remembers whether it has seen its element.
final private class SingleAsyncSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let predicate: ((Observer.Element) throws -> Bool)?
  private var seenValue = false  // events arrive one at a time: no lock

  init(predicate: ((Observer.Element) throws -> Bool)?, observer: Observer, cancel: any Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      do {
        if let predicate, try !predicate(value) {
          return  // not one of the elements counted
        }
      } catch {
        forwardOn(.error(error))
        dispose()
        return
      }
      if seenValue {
        forwardOn(.error(RxError.moreThanOneElement))
        dispose()
        return
      }
      seenValue = true
      forwardOn(event)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      forwardOn(seenValue ? .completed : .error(RxError.noElements))
      dispose()
    }
  }
}

/// The `single()` sequence.
final private class SingleAsync<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let predicate: ((Element) throws -> Bool)?

  init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SingleAsyncSink(predicate: predicate, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
