import Foundation
import Step4_Sink

// snippet: observe-on
extension ObservableType {
  /// Delivers every event on `scheduler`, in the order the source sent them. The source itself
  /// still runs wherever it runs; only what comes after this operator moves.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    ObserveOn(source: asObservable(), scheduler: scheduler)
  }
}
// snippet: end

/// The `observe(on:)` sequence: an `ObserveOnSink` per subscription.
final private class ObserveOn<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let scheduler: any ImmediateSchedulerType

  init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    // Disposing stops the source and cancels a delivery that has not started.
    return (sink: sink, subscription: Disposables.create(subscription, sink.scheduled))
  }
}

// snippet: observe-on-sink
/// Events arrive on the source's thread and wait in a queue; one scheduled step at a time takes
/// the oldest and delivers it on the scheduler. Because only one step runs at a time, and always
/// takes from the front, the order survives even a concurrent scheduler.
final private class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private let scheduler: any ImmediateSchedulerType
  let scheduled = PendingWork()

  private let lock = NSLock()
  // Guarded by `lock`.
  private var queue = Queue<Event<Element>>()
  private var isDraining = false

  init(scheduler: any ImmediateSchedulerType, observer: Observer, cancel: any Cancelable) {
    self.scheduler = scheduler
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    let startDraining = lock.withLock {
      queue.enqueue(event)
      if isDraining { return false }  // the step that is running will schedule the next one
      isDraining = true
      return true
    }
    if startDraining {
      scheduleStep()
    }
  }

  private func scheduleStep() {
    scheduled.add(step) { job in
      scheduler.schedule(()) { _ in
        job()
        return Disposables.create()
      }
    }
  }

  /// Runs on the scheduler: delivers the oldest queued event, then schedules the next step if
  /// more are waiting. One event per step, as in RxSwift, so that events sent together still
  /// leave one scheduled step apart.
  private func step() {
    guard !isDisposed, let event = nextEvent() else { return }
    forwardOn(event)
    if event.isStopEvent {
      dispose()
      return
    }
    let more = lock.withLock {
      if queue.isEmpty {
        isDraining = false  // the next event must schedule a new step
        return false
      }
      return true
    }
    if more {
      scheduleStep()
    }
  }

  private func nextEvent() -> Event<Element>? {
    lock.withLock {
      if queue.isEmpty {
        isDraining = false
        return nil
      }
      return queue.dequeue()
    }
  }
}
// snippet: end
