import Appendix_Schedulers
import Step4_Sink

extension ObservableType {
  /// Drops the first `count` elements and passes the rest. It never ends early: the source is
  /// disposed when it stops or when the subscriber disposes.
  public func skip(_ count: Int) -> Observable<Element> {
    SkipCount(source: asObservable(), count: count)
  }

  /// Drops the elements the source sends within `duration` of the subscription, and passes the
  /// rest; the timer runs on `scheduler`.
  public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
  }
}

/// One subscription of `skip(_:)`: counts down the elements it still has to drop.
final private class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private var remaining: Int  // events arrive one at a time: no lock

  init(count: Int, observer: Observer, cancel: any Cancelable) {
    self.remaining = count
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if remaining <= 0 {
        forwardOn(event)
      } else {
        remaining -= 1
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}

/// The `skip(_:)` sequence.
final private class SkipCount<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SkipCountSink(count: count, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription of `skip(_:scheduler:)`: a gate the timer opens. The timer and the source may
/// run on different threads, so the gate is an atomic flag (RxSwift's is a plain `Bool`).
final private class SkipTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let open = AtomicInt(0)

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if open.isFlagSet(1) {
        forwardOn(event)
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }

  func run(source: Observable<Observer.Element>, duration: RxTimeInterval, scheduler: any SchedulerType)
    -> any Disposable
  {
    let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
      self.open.fetchOr(1)
      return Disposables.create()
    }
    let subscription = source.subscribe(self)
    return Disposables.create(timer, subscription)
  }
}

/// The `skip(_:scheduler:)` sequence.
final private class SkipTime<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let duration: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.duration = duration
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SkipTimeSink(observer: observer, cancel: cancel)
    let subscription = sink.run(source: source, duration: duration, scheduler: scheduler)
    return (sink: sink, subscription: subscription)
  }
}
