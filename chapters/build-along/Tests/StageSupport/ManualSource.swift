import Step4_Sink

/// A cold source a test drives by hand: it counts subscriptions and disposals, and `send`
/// delivers an event to every current subscriber. Disposing a subscription forgets its observer,
/// as a real source would.
public final class ManualSource<Element> {
  /// How many times the source has been subscribed to.
  public private(set) var subscriptions = 0
  /// How many of those subscriptions have been disposed.
  public private(set) var disposals = 0
  private var observers: [Int: AnyObserver<Element>] = [:]

  /// Makes a source nobody has subscribed to yet.
  public init() {}

  /// The source as an observable made with `create`, whose sink enforces the stop rule and
  /// disposes the subscription on the first stop event.
  public lazy var observable: Observable<Element> = Observable.create { [unowned self] observer in
    self.register(observer)
  }

  /// How many subscribers are listening now.
  public var subscriberCount: Int { observers.count }

  /// The source as a raw observable: nothing polices what `send` delivers (a second stop event
  /// gets through), and a subscription ends only when whoever subscribed disposes it.
  public lazy var rawObservable: Observable<Element> = RawObservable(source: self)

  /// Delivers `event` to every current subscriber, oldest first.
  public func send(_ event: Event<Element>) {
    for key in observers.keys.sorted() { observers[key]?.on(event) }
  }

  /// Delivers `next` events with `elements`, in order.
  public func send(_ elements: Element...) {
    for element in elements { send(.next(element)) }
  }

  /// Counts a subscription and keeps `observer` until the returned disposable is disposed.
  fileprivate func register(_ observer: AnyObserver<Element>) -> any Disposable {
    subscriptions += 1
    let key = subscriptions
    observers[key] = observer
    return Disposables.create(with: {
      self.disposals += 1
      self.observers[key] = nil
    })
  }
}

/// `ManualSource.rawObservable`: an `Observable` subclass that registers each observer as it is.
private final class RawObservable<Element>: Observable<Element> {
  unowned let source: ManualSource<Element>

  init(source: ManualSource<Element>) {
    self.source = source
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.register(AnyObserver(observer))
  }
}
