import Step4_Sink

/// A cold source a test drives by hand, on one thread: it counts subscriptions and disposals, and
/// `send` delivers an event to every current subscriber. Disposing a subscription forgets its
/// observer, as a real source would. (It is a `create`, so its sink keeps the stop rule: nothing
/// sent after a stop event gets through.)
public final class ManualSource<Element> {
  /// How many times the source has been subscribed to.
  public private(set) var subscriptions = 0
  /// How many of those subscriptions have been disposed.
  public private(set) var disposals = 0
  private var observers: [Int: AnyObserver<Element>] = [:]

  /// Makes a source nobody has subscribed to yet.
  public init() {}

  /// The source as an observable; each subscription registers its observer until disposed.
  public lazy var observable: Observable<Element> = Observable.create { [unowned self] observer in
    self.subscriptions += 1
    let key = self.subscriptions
    self.observers[key] = observer
    return Disposables.create(with: {
      self.disposals += 1
      self.observers[key] = nil
    })
  }

  /// How many subscribers are listening now.
  public var subscriberCount: Int { observers.count }

  /// Delivers `event` to every current subscriber, oldest first.
  public func send(_ event: Event<Element>) {
    for key in observers.keys.sorted() { observers[key]?.on(event) }
  }

  /// Delivers `next` events with `elements`, in order.
  public func send(_ elements: Element...) {
    for element in elements { send(.next(element)) }
  }
}
