import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// The source's elements; if it completes without any, everything `other` sends instead.
  /// `other` is subscribed only then.
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    SwitchIfEmpty(source: asObservable(), ifEmpty: other)
  }
}

/// One subscription of `ifEmpty(switchTo:)`: it watches the source, and at an empty completion
/// hands over to `other`, whose subscription it keeps in `ifEmptySubscription`.
final private class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let ifEmpty: Observable<Observer.Element>
  private var isEmpty = true  // events arrive one at a time: no lock
  private let ifEmptySubscription = SingleAssignmentDisposable()

  init(ifEmpty: Observable<Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.ifEmpty = ifEmpty
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<Observer.Element>) -> any Disposable {
    let subscription = source.subscribe(self)
    return Disposables.create(subscription, ifEmptySubscription)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      isEmpty = false
      forwardOn(event)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      guard isEmpty else {
        forwardOn(.completed)
        dispose()
        return
      }
      ifEmptySubscription.setDisposable(ifEmpty.subscribe(SwitchIfEmptySinkIter(parent: self)))
    }
  }
}

/// The observer of the sequence switched to: it passes everything on, and its stop event ends the
/// subscription.
final private class SwitchIfEmptySinkIter<Observer: ObserverType>: ObserverType {
  private let parent: SwitchIfEmptySink<Observer>

  init(parent: SwitchIfEmptySink<Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Observer.Element>) {
    parent.forwardOn(event)
    if event.isStopEvent {
      parent.dispose()
    }
  }
}

/// The `ifEmpty(switchTo:)` sequence.
final private class SwitchIfEmpty<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let ifEmpty: Observable<Element>

  init(source: Observable<Element>, ifEmpty: Observable<Element>) {
    self.source = source
    self.ifEmpty = ifEmpty
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SwitchIfEmptySink(ifEmpty: ifEmpty, observer: observer, cancel: cancel)
    let subscription = sink.run(source)
    return (sink: sink, subscription: subscription)
  }
}
