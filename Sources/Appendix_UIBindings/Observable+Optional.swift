import Appendix_Schedulers
import Step4_Sink

extension ObservableType {
  /// Sends `optional`'s value, if it has one, then completes.
  public static func from(optional: Element?) -> Observable<Element> {
    ObservableOptional(optional: optional)
  }

  /// Sends `optional`'s value, if it has one, then completes, each in an action on `scheduler`.
  public static func from(optional: Element?, scheduler: any ImmediateSchedulerType)
    -> Observable<Element>
  {
    ObservableOptionalScheduled(optional: optional, scheduler: scheduler)
  }
}

/// `from(optional:)`: no sink needed, the whole sequence is sent during `subscribe`.
final private class ObservableOptional<Element>: Producer<Element> {
  private let optional: Element?

  init(optional: Element?) {
    self.optional = optional
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    if let element = optional {
      observer.on(.next(element))
    }
    observer.on(.completed)
    return Disposables.create()
  }
}

/// One subscription of `from(optional:scheduler:)`: a scheduled action sends the value, and
/// schedules another for the completion.
final private class ObservableOptionalScheduledSink<Observer: ObserverType>: Sink<Observer> {
  private let parent: ObservableOptionalScheduled<Observer.Element>

  init(parent: ObservableOptionalScheduled<Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    parent.scheduler.schedule(parent.optional) { (optional: Observer.Element?) -> any Disposable in
      if let element = optional {
        self.forwardOn(.next(element))
        // The completion in a step of its own, as in RxSwift.
        return self.parent.scheduler.schedule(()) { _ in
          self.forwardOn(.completed)
          self.dispose()
          return Disposables.create()
        }
      }
      self.forwardOn(.completed)
      self.dispose()
      return Disposables.create()
    }
  }
}

final private class ObservableOptionalScheduled<Element>: Producer<Element> {
  fileprivate let optional: Element?
  fileprivate let scheduler: any ImmediateSchedulerType

  init(optional: Element?, scheduler: any ImmediateSchedulerType) {
    self.optional = optional
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = ObservableOptionalScheduledSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
