import Appendix_Schedulers
import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// Sends at most one element per `dueTime`: the first element at once, then nothing until
  /// `dueTime` has passed since the last one sent. With `latest` (the default), the latest
  /// element that arrived in the meantime is sent as soon as the time is up; without it, those
  /// elements are dropped.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
  }
}

/// One subscription of `throttle`: it remembers when it last sent, and the latest element that
/// had to wait. The source and the timer may run on different threads: one lock.
final private class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let parent: Throttle<Element>
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var lastUnsentElement: Element?
  private var lastSentTime: Date?
  private var completed = false
  /// The timer of the element waiting, if one waits.
  private let cancellable = SerialDisposable()

  init(parent: Throttle<Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription = parent.source.subscribe(self)
    return Disposables.create(subscription, cancellable)
  }

  func on(_ event: Event<Element>) {
    lock.withLock {
      switch event {
      // snippet: throttle-next
      case .next(let element):
        let now = parent.scheduler.now
        // How long until the next send is allowed: none before the first.
        let wait: RxTimeInterval =
          if let lastSentTime {
            parent.dueTime.reduceWithSpanBetween(earlierDate: lastSentTime, laterDate: now)
          } else {
            .nanoseconds(0)
          }
        if wait.isNow {
          sendNow(element)
          return
        }
        guard parent.latest else { return }
        // One timer at a time: a later element only takes the waiting one's place.
        let timerRunning = lastUnsentElement != nil
        lastUnsentElement = element
        if timerRunning { return }
        let timer = SingleAssignmentDisposable()
        cancellable.disposable = timer
        timer.setDisposable(parent.scheduler.scheduleRelative(0, dueTime: wait, action: propagate))
      // snippet: end
      case .error:
        lastUnsentElement = nil
        forwardOn(event)
        dispose()
      case .completed:
        // An element still waiting goes first: the completion waits for its timer.
        if lastUnsentElement != nil {
          completed = true
        } else {
          forwardOn(.completed)
          dispose()
        }
      }
    }
  }

  private func sendNow(_ element: Element) {
    lastUnsentElement = nil
    forwardOn(.next(element))
    // Read after sending, as RxSwift does: the time the observer took counts as waited.
    lastSentTime = parent.scheduler.now
  }

  /// The timer fired: send the element that waited, and a completion that waited behind it.
  private func propagate(_: Int) -> any Disposable {
    lock.withLock {
      if let lastUnsentElement {
        sendNow(lastUnsentElement)
      }
      if completed {
        forwardOn(.completed)
        dispose()
      }
    }
    return Disposables.create()
  }
}

/// The `throttle` sequence.
final private class Throttle<Element>: Producer<Element> {
  let source: Observable<Element>
  let dueTime: RxTimeInterval
  let latest: Bool
  let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
