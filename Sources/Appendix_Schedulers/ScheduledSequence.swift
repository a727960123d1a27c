import Step4_Sink

// snippet: from-scheduler
extension ObservableType {
  /// The elements of any Swift `Sequence`, in order, then `completed`, one element per step
  /// scheduled on `scheduler`; disposing the subscription stops the walk between two elements.
  ///
  /// RxSwift's `from` has a default scheduler, `CurrentThreadScheduler.instance`; here that default
  /// is Step 5's `from(_:)`, which always uses the trampoline.
  public static func from<Source: Sequence>(
    _ elements: Source, scheduler: any ImmediateSchedulerType
  )
    -> Observable<Element>
  where Source.Element == Element {
    ScheduledSequence(elements: elements, scheduler: scheduler)
  }

  /// The given elements, in order, then `completed`, one element per step scheduled on `scheduler`.
  public static func of(_ elements: Element..., scheduler: any ImmediateSchedulerType)
    -> Observable<Element>
  {
    ScheduledSequence(elements: elements, scheduler: scheduler)
  }
}
// snippet: end

/// The sequence behind `from(_:scheduler:)` and `of(_:scheduler:)`.
final private class ScheduledSequence<Source: Sequence>: Producer<Source.Element> {
  private let elements: Source
  private let scheduler: any ImmediateSchedulerType

  init(elements: Source, scheduler: any ImmediateSchedulerType) {
    self.elements = elements
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Source.Element {
    let sink = ScheduledSequenceSink<Source, Observer>(observer: observer, cancel: cancel)
    let subscription = sink.run(elements, on: scheduler)
    return (sink: sink, subscription: subscription)
  }
}

// snippet: scheduled-sequence-sink
/// Like Step 5's sink, but on any scheduler and through `scheduleRecursive`: one element per
/// scheduled step and schedules the next step before it returns. Its subscription is the
/// recursion itself, so disposing it stops the walk.
final private class ScheduledSequenceSink<Source: Sequence, Observer: ObserverType>: Sink<Observer>
where Source.Element == Observer.Element {
  func run(_ elements: Source, on scheduler: any ImmediateSchedulerType) -> any Disposable {
    scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
      var iterator = iterator
      if let element = iterator.next() {
        self.forwardOn(.next(element))
        recurse(iterator)
      } else {
        self.forwardOn(.completed)
        self.dispose()
      }
    }
  }
}
// snippet: end
