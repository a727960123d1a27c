import Appendix_Schedulers
import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// Holds each element back until `dueTime` has passed without another: a burst of elements
  /// sends only its last one, `dueTime` after the burst ends. A completion sends the element
  /// still held, if any, first.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

/// One subscription of `debounce`. Each element gets an `id` and a timer; a newer element
/// replaces the timer in `cancellable`, and a timer that fires for an `id` that is no longer the
/// latest sends nothing. The source and the timers may run on different threads: one lock.
final private class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let parent: Debounce<Element>
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var id: UInt64 = 0
  private var value: Element?
  /// The timer of the latest element.
  private let cancellable = SerialDisposable()

  init(parent: Debounce<Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription = parent.source.subscribe(self)
    return Disposables.create(subscription, cancellable)
  }

  // snippet: debounce-on
  func on(_ event: Event<Element>) {
    lock.withLock {
      switch event {
      case .next(let element):
        id &+= 1
        let currentId = id
        value = element
        let timer = SingleAssignmentDisposable()
        cancellable.disposable = timer  // disposes the previous element's timer
        timer.setDisposable(
          parent.scheduler.scheduleRelative(currentId, dueTime: parent.dueTime, action: propagate))
      case .error:
        value = nil
        forwardOn(event)
        dispose()
      case .completed:
        if let value {
          self.value = nil
          forwardOn(.next(value))
        }
        forwardOn(.completed)
        dispose()
      }
    }
  }
  // snippet: end

  // snippet: debounce-propagate
  /// The timer of element `currentId` fired: send it, unless a newer element came since.
  private func propagate(_ currentId: UInt64) -> any Disposable {
    lock.withLock {
      if let value, id == currentId {
        self.value = nil
        forwardOn(.next(value))
      }
    }
    return Disposables.create()
  }
  // snippet: end
}

/// The `debounce` sequence.
final private class Debounce<Element>: Producer<Element> {
  let source: Observable<Element>
  let dueTime: RxTimeInterval
  let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
