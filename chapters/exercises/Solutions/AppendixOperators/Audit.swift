// Appendix "The everyday operators", exercise 2: audit, a sink that waits on a scheduler. A
// reference solution.

import Appendix_Schedulers
import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// An element starts a timer of `dueTime` on `scheduler`; the elements that come while it runs do
  /// not restart it, and when it fires, the latest element goes out. Nothing goes out at once. A
  /// completion waits for a running timer, which sends the last element first; an error ends the
  /// sequence at once and drops the element waiting.
  func audit(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    Audit(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

/// The `audit` sequence.
final private class Audit<Element>: Producer<Element> {
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
    let sink = AuditSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
    let subscription = sink.run(source: source)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription of `audit`: the latest element, and one timer at a time. The source and the
/// timer may run on different threads, so one lock guards both, as in `throttle`'s sink.
final private class AuditSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private let lock = NSRecursiveLock()
  // Guarded by `lock`. An element waiting means a timer is running.
  private var latest: Observer.Element?
  private var completed = false
  private let timer = SerialDisposable()

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: any Cancelable) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(observer: observer, cancel: cancel)
  }

  func run(source: Observable<Observer.Element>) -> any Disposable {
    let subscription = source.subscribe(self)
    // Disposing the subscription cancels a running timer too.
    return Disposables.create(subscription, timer)
  }

  func on(_ event: Event<Observer.Element>) {
    lock.withLock {
      switch event {
      case .next(let element):
        let timerRunning = latest != nil
        latest = element
        if timerRunning { return }  // unlike debounce's, this timer is not restarted
        timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          self.fire()
          return Disposables.create()
        }
      case .error:
        latest = nil
        forwardOn(event)
        dispose()
      case .completed:
        if latest != nil {
          completed = true  // the running timer sends the last element, then completes
        } else {
          forwardOn(event)
          dispose()
        }
      }
    }
  }

  private func fire() {
    lock.withLock {
      if let latest {
        self.latest = nil
        forwardOn(.next(latest))
      }
      if completed {
        forwardOn(.completed)
        dispose()
      }
    }
  }
}
