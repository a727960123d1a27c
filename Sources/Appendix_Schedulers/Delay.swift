import Foundation
import Step4_Sink

// snippet: delay
extension ObservableType {
  /// Sends every element, and `completed`, `dueTime` later than the source did, in order. An
  /// error is not delayed: it goes out at once, and elements still waiting are dropped.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}
// snippet: end

/// The `delay` sequence: a `DelaySink` per subscription.
final private class Delay<Element>: Producer<Element> {
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
    let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    // Disposing stops the source and cancels the timer.
    return (sink: sink, subscription: Disposables.create(subscription, sink.timer))
  }
}

// snippet: delay-sink
/// Each event waits in a queue with the time it is due; one timer at a time wakes up, delivers
/// the oldest, and sets itself for the next. An error skips the queue.
final private class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  let timer = PendingWork()

  private let lock = NSLock()
  // Guarded by `lock`.
  private var queue = Queue<(due: RxTime, event: Event<Element>)>()
  private var timerIsSet = false  // a timer is waiting, or its drain is running
  private var isForwarding = false  // the drain is delivering an event, outside the lock
  private var pendingError: Event<Element>?  // an error that waits for that delivery to end
  private var stopped = false

  init(
    dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer,
    cancel: any Cancelable
  ) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed:
      let setTimer = lock.withLock {
        queue.enqueue((due: scheduler.now.adding(dueTime), event: event))
        if timerIsSet { return false }
        timerIsSet = true
        return true
      }
      if setTimer {
        wake(after: dueTime)
      }
    case .error:
      let sendNow = lock.withLock {
        queue = Queue()  // what has not gone out yet never will
        if isForwarding {
          pendingError = event  // the drain sends it after the event it is delivering
          return false
        }
        stopped = true
        return true
      }
      if sendNow {
        forwardOn(event)
        dispose()
      }
    }
  }
  // snippet: end

  // snippet: delay-drain
  private enum Step {
    case forward(Event<Element>)
    case wait(RxTimeInterval)
    case idle
  }

  private func wake(after interval: RxTimeInterval) {
    timer.add(drain) { job in
      scheduler.scheduleRelative((), dueTime: interval) { _ in
        job()
        return Disposables.create()
      }
    }
  }

  /// Runs when the timer fires: delivers the event that is due, then sets the timer for the next
  /// one, even if that is due already. One event per step, as in RxSwift: on a test scheduler,
  /// events due at the same tick leave one tick apart.
  private func drain() {
    var step = nextStep(justForwarded: false)
    while true {
      switch step {
      case .forward(let event):
        forwardOn(event)
        if event.isStopEvent {
          dispose()
          return
        }
        step = nextStep(justForwarded: true)  // only an error that came meanwhile goes out now
      case .wait(let interval):
        wake(after: interval)
        return
      case .idle:
        return
      }
    }
  }

  private func nextStep(justForwarded: Bool) -> Step {
    lock.withLock {
      isForwarding = false
      if stopped { return .idle }
      if let pendingError {
        stopped = true
        return .forward(pendingError)
      }
      guard let first = queue.peek() else {
        timerIsSet = false  // the next event sets a new timer
        return .idle
      }
      let now = scheduler.now
      if justForwarded || first.due > now {
        return .wait(.from(seconds: first.due.timeIntervalSince(now)))  // zero or more
      }
      _ = queue.dequeue()
      isForwarding = true
      return .forward(first.event)
    }
  }
}
// snippet: end
