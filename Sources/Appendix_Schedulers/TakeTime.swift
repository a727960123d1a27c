import Foundation
import Step4_Sink

extension ObservableType {
  /// The elements the source sends within `duration` of the subscription, then `completed`.
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
  }
}

/// The sequence behind `take(for:scheduler:)`.
final private class TakeTime<Element>: Producer<Element> {
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
    let sink = TakeTimeSink(observer: observer, cancel: cancel)
    let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
      sink.tick()
      return Disposables.create()
    }
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: Disposables.create(timer, subscription))
  }
}

/// Forwards everything until the timer fires, then completes. The timer and the source may be on
/// different threads, so a lock keeps their events one at a time (recursive, as RxSwift's, since
/// forwarding may come back in).
final private class TakeTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
  private let lock = NSRecursiveLock()

  func on(_ event: Event<Observer.Element>) {
    lock.withLock {
      forwardOn(event)
      if event.isStopEvent {
        dispose()
      }
    }
  }

  func tick() {
    lock.withLock {
      forwardOn(.completed)
      dispose()
    }
  }
}
