import Step4_Sink

extension ObservableType {
  /// The source's elements; if it completes without any, `default` and then `completed`.
  public func ifEmpty(default: Element) -> Observable<Element> {
    DefaultIfEmpty(source: asObservable(), default: `default`)
  }
}

/// One subscription of `ifEmpty(default:)`: it remembers whether anything went through.
final private class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let `default`: Observer.Element
  private var isEmpty = true  // events arrive one at a time: no lock

  init(default: Observer.Element, observer: Observer, cancel: any Cancelable) {
    self.default = `default`
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      isEmpty = false
      forwardOn(event)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      if isEmpty {
        forwardOn(.next(`default`))
      }
      forwardOn(.completed)
      dispose()
    }
  }
}

/// The `ifEmpty(default:)` sequence.
final private class DefaultIfEmpty<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let `default`: Element

  init(source: Observable<Element>, default: Element) {
    self.source = source
    self.default = `default`
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = DefaultIfEmptySink(default: `default`, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
