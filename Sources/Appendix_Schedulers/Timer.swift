import Step4_Sink

// snippet: timer
extension ObservableType where Element: FixedWidthInteger {
  /// Sends `0` once `dueTime` has passed, then completes; with a `period`, sends `0`, `1`, `2`, …
  /// every `period` after that instead, and never completes.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    Timer(dueTime: dueTime, period: period, scheduler: scheduler)
  }

  /// Sends `0`, `1`, `2`, … one every `period`, the first after one `period`; never completes.
  public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    Timer(dueTime: period, period: period, scheduler: scheduler)
  }
}
// snippet: end

/// The sequence behind `timer` and `interval`.
final private class Timer<Element: FixedWidthInteger>: Producer<Element> {
  private let dueTime: RxTimeInterval
  private let period: RxTimeInterval?
  private let scheduler: any SchedulerType

  init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.period = period
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TimerSink(observer: observer, cancel: cancel)
    let subscription = sink.run(dueTime: dueTime, period: period, scheduler: scheduler)
    return (sink: sink, subscription: subscription)
  }
}

// snippet: timer-sink
/// One scheduled action for a one-off timer, one periodic schedule for a repeating one; the
/// subscription is the schedule, so disposing it stops the timer.
final private class TimerSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: FixedWidthInteger {
  func run(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType)
    -> any Disposable
  {
    guard let period else {
      return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
        self.forwardOn(.next(0))
        self.forwardOn(.completed)
        self.dispose()
        return Disposables.create()
      }
    }
    // A periodic schedule never runs its action twice at once, so the count needs no lock.
    return scheduler.schedulePeriodic(Observer.Element.zero, startAfter: dueTime, period: period) {
      count in
      self.forwardOn(.next(count))
      return count &+ 1
    }
  }
}
// snippet: end
