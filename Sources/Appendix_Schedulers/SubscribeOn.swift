import Step4_Sink
import Step7_Traits

// snippet: subscribe-on
extension ObservableType {
  /// Subscribes to the source on `scheduler`, and disposes that subscription there too. Events
  /// are delivered wherever the source sends them; `observe(on:)` is the operator that moves those.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    SubscribeOn(source: self, scheduler: scheduler)
  }
}
// snippet: end

/// The `subscribe(on:)` sequence: a `SubscribeOnSink` per subscription. Generic over its source,
/// as RxSwift's is, so that it subscribes to the source itself and not to a wrapper around it.
final private class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
  private let source: Source
  private let scheduler: any ImmediateSchedulerType

  init(source: Source, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Source.Element {
    let sink = SubscribeOnSink(observer: observer, cancel: cancel)
    let subscription = sink.run(source, on: scheduler)
    return (sink: sink, subscription: subscription)
  }
}

// snippet: subscribe-on-sink
/// Schedules the subscription instead of making it. Until the scheduled job has run, disposing
/// cancels the job; after that, it disposes the source's subscription, on the scheduler.
final private class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  func on(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    }
  }

  func run<Source: ObservableType>(_ source: Source, on scheduler: any ImmediateSchedulerType)
    -> any Disposable
  where Source.Element == Observer.Element {
    let current = SerialDisposable()  // first the scheduled job, then the subscription
    let job = SingleAssignmentDisposable()
    current.disposable = job
    job.setDisposable(
      scheduler.schedule(()) { _ in
        let subscription = source.subscribe(self)
        current.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
        return Disposables.create()
      })
    return current
  }
}
// snippet: end

/// Disposes `disposable` on `scheduler`, once.
final class ScheduledDisposable: Cancelable, @unchecked Sendable {
  private let scheduler: any ImmediateSchedulerType
  private let disposable: any Disposable
  private let disposed = AtomicInt(0)

  init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  var isDisposed: Bool {
    disposed.isFlagSet(1)
  }

  func dispose() {
    guard disposed.fetchOr(1) == 0 else { return }
    _ = scheduler.schedule(disposable) { disposable in
      disposable.dispose()
      return Disposables.create()
    }
  }
}
