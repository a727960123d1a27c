import Step4_Sink

extension ObservableType {
  /// Subscribes to the source only once `dueTime` has passed; its events then go out as they come.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

/// The sequence behind `delaySubscription`: its subscription is the scheduled work, which returns
/// the source's subscription, so disposing cancels whichever is current.
final private class DelaySubscription<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
    let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { [source] _ in
      source.subscribe(sink)
    }
    return (sink: sink, subscription: subscription)
  }
}

/// Forwards every event, and ends with the first stop event.
final private class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  func on(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    }
  }
}
