import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// The source's events, unless `dueTime` passes without one (counted from the subscription, then
  /// from each element): then `RxError.timeout`, and the source is disposed.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
  }

  /// The source's events, unless `dueTime` passes without one: then the source is disposed and
  /// `other` takes over.
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: any SchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
  }
}

/// The sequence behind both `timeout`s.
final private class Timeout<Element>: Producer<Element> {
  let source: Observable<Element>
  let dueTime: RxTimeInterval
  let other: Observable<Element>
  let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
    return (sink: sink, subscription: sink.run())
  }
}

/// Each element restarts the timer. Every event and every timer carries a number: the timer wins
/// only if nothing came since it was set, and once it has won, the source's events are ignored.
final private class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
  typealias Element = Observer.Element

  private let parent: Timeout<Element>
  private let lock = NSRecursiveLock()
  private let timer = SerialDisposable()
  private let subscription = SerialDisposable()  // the source's, then `other`'s
  // Guarded by `lock`.
  private var id = 0
  private var switched = false

  init(parent: Timeout<Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let original = SingleAssignmentDisposable()
    subscription.disposable = original
    startTimer()
    original.setDisposable(parent.source.subscribe(self))
    return Disposables.create(subscription, timer)
  }

  func on(_ event: Event<Element>) {
    let wins = lock.withLock {
      if switched { return false }
      id &+= 1
      return true
    }
    guard wins else { return }
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    } else {
      startTimer()
    }
  }

  private func startTimer() {
    if timer.isDisposed { return }
    let next = SingleAssignmentDisposable()
    timer.disposable = next
    let current = lock.withLock { id }
    next.setDisposable(
      parent.scheduler.scheduleRelative(current, dueTime: parent.dueTime) { state in
        let timerWins = self.lock.withLock {
          self.switched = state == self.id
          return self.switched
        }
        if timerWins {
          self.subscription.disposable = self.parent.other.subscribe(
            AnyObserver { event in
              self.forwardOn(event)
              if event.isStopEvent { self.dispose() }
            })
        }
        return Disposables.create()
      })
  }
}
