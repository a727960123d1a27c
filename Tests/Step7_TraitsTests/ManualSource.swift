import Step4_Sink

/// A cold source a test drives by hand: it counts subscriptions and disposals, and `send`
/// delivers an event to every current subscriber. Disposing a subscription forgets its observer,
/// as a real source would.
final class ManualSource<Element> {
  private(set) var subscriptions = 0
  private(set) var disposals = 0
  private var observers: [Int: AnyObserver<Element>] = [:]

  lazy var observable: Observable<Element> = Observable.create { [unowned self] observer in
    self.subscriptions += 1
    let key = self.subscriptions
    self.observers[key] = observer
    return Disposables.create(with: {
      self.disposals += 1
      self.observers[key] = nil
    })
  }

  func send(_ event: Event<Element>) {
    for key in observers.keys.sorted() { observers[key]?.on(event) }
  }

  func send(_ elements: Element...) {
    for element in elements { send(.next(element)) }
  }
}
