import Step4_Sink

extension ObservableType {
  /// `element`, then `completed`, each in a step of its own on `scheduler`: on a `TestScheduler`
  /// subscribed at 200, `next` at 201 and `completed` at 202.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    JustScheduled(element: element, scheduler: scheduler)
  }
}

/// The sequence behind `just(_:scheduler:)`.
final private class JustScheduled<Element>: Producer<Element> {
  private let element: Element
  private let scheduler: any ImmediateSchedulerType

  init(element: Element, scheduler: any ImmediateSchedulerType) {
    self.element = element
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = JustScheduledSink(observer: observer, cancel: cancel)
    let subscription = sink.run(element, on: scheduler)
    return (sink: sink, subscription: subscription)
  }
}

/// Schedules the element; the step that sends it schedules the completion. What the first step
/// returns is the second step's disposable, so disposing the subscription cancels either.
final private class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {
  func run(_ element: Observer.Element, on scheduler: any ImmediateSchedulerType) -> any Disposable {
    scheduler.schedule(element) { element in
      self.forwardOn(.next(element))
      return scheduler.schedule(()) { _ in
        self.forwardOn(.completed)
        self.dispose()
        return Disposables.create()
      }
    }
  }
}
