import Step4_Sink

extension RxPrototype {
  /// A hot sequence you send events into: each event goes to every current subscriber, in
  /// the order they subscribed. Once stopped it drops later events, and a late subscriber
  /// receives the stop event at once.
  public final class PublishSubject<Element>: Observable<Element>, ObserverType {
    private var subscriptions: [PublishSubjectSubscription<Element>] = []
    private var nextKey = 1
    private var stopEvent: Event<Element>?

    /// Makes a subject with no subscribers.
    public override init() {
      super.init()
    }

    /// How many subscribers the subject holds now.
    public var subscriberCount: Int { subscriptions.count }

    /// Adds a `PublishSubjectSubscription` link for `observer`, or ends it at once if
    /// stopped.
    public override func subscribe(_ observer: any Observer<Element>) {
      log("subscribing")
      let subscription = PublishSubjectSubscription(
        subject: self, key: nextKey, observer: observer)
      nextKey += 1
      observer.attach(source: subscription)
      if let stopEvent {
        subscription.forward(stopEvent)
        subscription.dispose()
      } else {
        subscriptions.append(subscription)
      }
    }

    /// Sends `event` to every current subscriber; after a stop event, ends every
    /// subscription.
    public func on(_ event: Event<Element>) {
      log("on event \(event)")
      guard stopEvent == nil else { return }
      if event.isStopEvent {
        stopEvent = event
      }
      // A copy: a subscriber may dispose, and so remove itself, while we deliver.
      let current = subscriptions
      for subscription in current {
        subscription.forward(event)
      }
      if event.isStopEvent {
        for subscription in current {
          subscription.dispose()
        }
      }
    }

    func remove(_ subscription: PublishSubjectSubscription<Element>) {
      guard let index = subscriptions.firstIndex(where: { $0 === subscription }) else {
        return
      }
      log("removing \(subscription.key)")
      subscriptions.remove(at: index)
    }
  }

  /// The first link of a chain that starts at a subject. Disposing it removes it from the
  /// subject, which it holds weakly: a subscription never keeps its subject alive.
  final class PublishSubjectSubscription<Element>: ObservableSource<Element> {
    let key: Int
    private weak var subject: PublishSubject<Element>?

    init(subject: PublishSubject<Element>, key: Int, observer: any Observer<Element>) {
      self.subject = subject
      self.key = key
      super.init(observer: observer)
    }

    override func releaseUpstream() {
      subject?.remove(self)
      subject = nil
    }
  }
}
