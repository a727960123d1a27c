import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// At each element (or the completion) of `sampler`, sends the latest element the source sent
  /// since the previous sample, if it sent one; otherwise `defaultValue`, if one is given, or
  /// nothing. Completes at the first sample after the source has completed.
  public func sample(_ sampler: some ObservableType, defaultValue: Element? = nil) -> Observable<Element> {
    Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
  }
}

/// The observer of the sampler: each of its ticks takes the element the sink holds. It shares the
/// sink's lock, since the two sequences may send on different threads.
final private class SamplerSink<Observer: ObserverType, SampleType>: ObserverType {
  private let parent: SampleSequenceSink<Observer, SampleType>

  init(parent: SampleSequenceSink<Observer, SampleType>) {
    self.parent = parent
  }

  func on(_ event: Event<SampleType>) {
    parent.lock.withLock {
      switch event {
      case .next, .completed:
        if let element = parent.element ?? parent.defaultValue {
          parent.element = nil
          parent.forwardOn(.next(element))
        }
        if parent.atEnd {
          parent.forwardOn(.completed)
          parent.dispose()
        }
      case .error(let error):
        parent.forwardOn(.error(error))
        parent.dispose()
      }
    }
  }
}

/// One subscription of `sample`: it remembers the source's latest element until a tick takes it.
final private class SampleSequenceSink<Observer: ObserverType, SampleType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let parent: Sample<Element, SampleType>
  let defaultValue: Element?
  let lock = NSRecursiveLock()
  // Guarded by `lock`.
  var element: Element?
  var atEnd = false
  private let sourceSubscription = SingleAssignmentDisposable()

  init(parent: Sample<Element, SampleType>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    self.defaultValue = parent.defaultValue
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    sourceSubscription.setDisposable(parent.source.subscribe(self))
    let samplerSubscription = parent.sampler.subscribe(SamplerSink(parent: self))
    return Disposables.create(sourceSubscription, samplerSubscription)
  }

  func on(_ event: Event<Element>) {
    lock.withLock {
      switch event {
      case .next(let element):
        self.element = element
      case .error:
        forwardOn(event)
        dispose()
      case .completed:
        // The completion waits for the next tick, which may still send the latest element.
        atEnd = true
        sourceSubscription.dispose()
      }
    }
  }
}

/// The `sample` sequence.
final private class Sample<Element, SampleType>: Producer<Element> {
  let source: Observable<Element>
  let sampler: Observable<SampleType>
  let defaultValue: Element?

  init(source: Observable<Element>, sampler: Observable<SampleType>, defaultValue: Element?) {
    self.source = source
    self.sampler = sampler
    self.defaultValue = defaultValue
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SampleSequenceSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
