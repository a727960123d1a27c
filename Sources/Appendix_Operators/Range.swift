import Appendix_Schedulers
import Step4_Sink

extension ObservableType where Element: FixedWidthInteger {
  /// `count` integers from `start` up, one per step of `scheduler` (by default the trampoline),
  /// then `completed`. A negative `count`, or one that would overflow, traps, as in RxSwift.
  public static func range(
    start: Element, count: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    RangeProducer(start: start, count: count, scheduler: scheduler)
  }
}

/// The `range` sequence.
final private class RangeProducer<Element: FixedWidthInteger>: Producer<Element> {
  let start: Element
  let count: Element
  let scheduler: any ImmediateSchedulerType

  init(start: Element, count: Element, scheduler: any ImmediateSchedulerType) {
    precondition(count >= 0, "range(start:count:) needs a count of zero or more")
    precondition(count == 0 || start &+ (count - 1) >= start, "range(start:count:) would overflow")
    self.start = start
    self.count = count
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = RangeSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription of `range`: a recursive schedule that sends one integer per step, so that
/// disposing between two steps stops it.
final private class RangeSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: FixedWidthInteger {
  private let parent: RangeProducer<Observer.Element>

  init(parent: RangeProducer<Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    parent.scheduler.scheduleRecursive(0 as Observer.Element) { index, recurse in
      if index < self.parent.count {
        self.forwardOn(.next(self.parent.start + index))
        recurse(index + 1)
      } else {
        self.forwardOn(.completed)
        self.dispose()
      }
    }
  }
}
